/**
 * Finding care, in Spanish: the home search (hero, filters, results, empty
 * states, share), the map, the header, the clinic card and the words every
 * search shows (open status, today's hours, freshness, distances, ratings).
 *
 * Times stay as the English code writes them ('8 AM'); 'a las 8 AM' / 'a la
 * 1 PM' and the day of the next opening ('el lunes') come from patches.
 * Clinic data (services, special hours not in the fixed list) stays English,
 * marked lang="en".
 */
import type { Catalogue } from '../catalogue.ts'

/**
 * 'a la 1 PM' / 'a las 8 PM' (patches of open-status.ts, hours-line-text.ts
 * and the clinic page's clinic-summary.tsx, in ./pages.ts).
 */
export const atTime = (time: string) =>
  `/^1[:\\s]/.test(${time}) ? \`a la \${${time}}\` : \`a las \${${time}}\``

/** Spanish grammar written by the patches, already in Spanish. */
export const AT_TIME_TEXTS = {
  'a la {0}': 'a la {0}',
  'a las {0}': 'a las {0}',
}

export default {
  texts: {
    // Open status (badges, map markers and popups)
    'Open Now': 'Abierto ahora',
    Closed: 'Cerrado',
    'Hours unknown': 'Horario desconocido',
    'Temporarily closed': 'Cerrado temporalmente',

    // Today's hours (domain/hours)
    '• Closes {0}': '• Cierra {0}',
    'Hours not available': 'Horario no disponible',
    'Closed today': 'Cerrado hoy',
    'Closed for now — call before you go':
      'Cerrado por ahora — llame antes de ir',
    'Opens {0}{1}': 'Abre {0}{1}',
    // The last hour before closing (badge and hours line): 'Abierto' alone
    // keeps the badge within a 320 px card.
    'Open Now · closes in {0} min': 'Abierto · cierra en {0} min',
    '(in {0} min)': '(en {0} min)',

    // Freshness and confirmations
    'call before you go': 'llame antes de ir',
    'check before you go': 'verifique antes de ir',
    'Hours confirmed {0}': 'Horario confirmado en {0}',
    'Not confirmed{0} — {1}': 'Sin confirmar{0} — {1}',
    'since {0}': 'desde {0}',
    'by phone': 'por teléfono',
    'in person': 'en persona',
    'by the clinic': 'por la clínica',
    'Visitors reported this clinic closed — {0}':
      'Algunos visitantes informaron que esta clínica está cerrada — {0}',
    // {0}: 'confirmed November 2026', or where a source value came from
    'confirmed {0}': 'confirmado {0}',
    // A value taken from a public source (issue 51) is not a confirmation:
    // 'Horario del sitio web de la clínica, diciembre de 2026 — llame para
    // confirmar' ('del', 'de': where it came from, 'de' joined to 'el').
    "from the clinic's website": 'del sitio web de la clínica',
    'from the NPI registry': 'del registro NPI',
    'from OpenStreetMap': 'de OpenStreetMap',
    'call to confirm': 'llame para confirmar',
    'Hours {0} — {1}': 'Horario {0} — {1}',
    'Hours and phone {0} — {1}': 'Horario y teléfono {0} — {1}',
    'Phone {0} · hours not confirmed — {1}':
      'Teléfono {0} · horario sin confirmar — {1}',
    Phone: 'Teléfono',
    Hours: 'Horario',
    Address: 'Dirección',
    Website: 'Sitio web',
    'Confirmed {0}': 'Confirmado {0}',
    'Not confirmed': 'Sin confirmar',

    // Ratings and reviews
    'Based on {0} {1}': 'Basado en {0} {1}',
    'This clinic has a {0} star rating from {1} {2} on {3}.': {
      one: 'Esta clínica tiene una calificación de {0} estrella según {1} {2} en {3}.',
      other:
        'Esta clínica tiene una calificación de {0} estrellas según {1} {2} en {3}.',
    },

    // The clinic card
    '{0} urgent care clinic in {1}, {2}':
      '{0}, centro de atención de urgencia en {1}, {2}',
    'out of 5 stars': 'de 5 estrellas',
    'Distance unknown': 'Distancia desconocida',
    'In {0} · {1}': 'En {0} · {1}',
    // one wording for both, no abbreviation
    'about 1 mile': 'a alrededor de 1 milla',
    'about {0} miles': 'a unas {0} millas',
    'No phone or hours on file': 'No hay teléfono ni horario registrados',
    'No phone on file': 'No hay teléfono registrado',
    'No hours on file ({0}) — these may have closed':
      'Sin horario registrado ({0}) — quizá cerraron',
    'Filters in use': 'Filtros en uso',
    'these listings': 'estas clínicas',
    '(remove this filter)': '(quitar este filtro)',
    'Open Now filter on.': 'Filtro Abierto ahora activado.',
    'Sort by Open Now': 'Primero las abiertas',
    'Enter a place to sort by distance.':
      'Escriba un lugar para ordenar por distancia.',
    // as 'No hay teléfono registrado': one wording on the card and the page
    'Street address not listed': 'No hay dirección exacta registrada',
    Services: 'Servicios',
    'Call Now': 'Llamar ahora',
    Directions: 'Cómo llegar',
    '(opens in a new tab)': '(se abre en una pestaña nueva)',
    'View Details': 'Ver detalles',
    'Walk-ins Welcome': 'Se atiende sin cita',
    'Special hours': 'Horarios especiales',
    Advertisement: 'Publicidad',

    // Head and errors
    'Page Not Found': 'Página no encontrada',
    'Something went wrong': 'Algo salió mal',
    'This page could not be shown.': 'No se pudo mostrar esta página.',
    '{0}: find pediatric urgent care near you':
      '{0}: encuentre atención de urgencia pediátrica cerca de usted',

    // Header and skip link
    // The brand already says 'Atención de Urgencia Pediátrica': one line
    // under it, so the header stays under 100 px on a phone.
    'Pediatric Urgent Care Directory': 'Directorio de clínicas',
    Main: 'Principal',
    'Find Care': 'Buscar',
    'Health Blog': 'Blog de salud',
    Contact: 'Contacto',
    // One contact entry: 'Escríbanos' ('Contacto' on a phone), never
    // 'Ayuda', which reads as help for the child.
    'Contact Support': 'Escríbanos',
    'Emergency: 911': 'Emergencias: 911',
    'Skip to main content': 'Saltar al contenido principal',

    // Home
    'Find pediatric urgent care and walk-in clinics in Western Kentucky that are open now, with hours, directions and phone numbers.':
      'Encuentre centros de atención de urgencia pediátrica y clínicas sin cita en el oeste de Kentucky que están abiertos ahora, con horarios, indicaciones para llegar y números de teléfono.',
    'pediatric urgent care, walk-in clinic, Western Kentucky, open now, kids urgent care':
      'atención de urgencia pediátrica, clínica sin cita, oeste de Kentucky, abierto ahora, urgencias para niños',
    'Searching...': 'Buscando...',
    'No clinic near you is open right now':
      'Ninguna clínica cerca de usted está abierta ahora',
    'Search filters': 'Filtros de búsqueda',
    'Clinic results': 'Resultados de clínicas',

    // Hero search
    'Find Urgent Care for You or Your Child in Western Kentucky':
      'Encuentre atención de urgencia para usted o su hijo en el oeste de Kentucky',
    'Quickly find pediatric urgent care centers that are open now, including after-hours and weekend options.':
      'Encuentre rápido centros de atención de urgencia pediátrica abiertos ahora, incluso fuera del horario habitual y los fines de semana.',
    Location: 'Ubicación',
    // Placeholders short enough to show whole in the fields at 360 px.
    'City, State or ZIP': 'Ciudad o código postal',
    'Use current location': 'Usar mi ubicación actual',
    'Search services or clinic name': 'Buscar servicios o nombre de la clínica',
    'Search services, clinic name...': 'Servicio o nombre de clínica',
    'Find Care Now': 'Buscar atención ahora',
    'Quick filters': 'Filtros rápidos',
    'Open Late': 'Abierto hasta tarde',
    'No Appointment': 'Sin cita',
    '{0} Use the up and down arrows to choose.':
      '{0} Use las flechas hacia arriba y hacia abajo para elegir.',
    '1 suggestion available.': '1 sugerencia disponible.',
    '{0} suggestions available.': '{0} sugerencias disponibles.',
    'Suggested towns and ZIP codes': 'Ciudades y códigos postales sugeridos',
    '· {0} County': '· condado de {0}',

    // Search messages
    'Location not found. Please try a different address.':
      'No se encontró la ubicación. Pruebe con otra dirección.',
    'Unable to search location. Please try again.':
      'No se pudo buscar la ubicación. Inténtelo de nuevo.',
    'Unable to access your location. Please enter an address manually.':
      'No se pudo obtener su ubicación. Escriba una dirección.',
    'We could not load the clinic list. Please try again.':
      'No pudimos cargar la lista de clínicas. Inténtelo de nuevo.',
    'Current Location': 'Ubicación actual',

    // Filters
    Filters: 'Filtros',
    Hide: 'Ocultar',
    Show: 'Mostrar',
    Search: 'Buscar',
    'this location': 'esta ubicación',
    'Search Radius:': 'Radio de búsqueda:',
    'Clear All Filters': 'Quitar todos los filtros',
    'Open After 6 PM': 'Abierto después de las 6 PM',
    'Open Late (Past 9 PM)': 'Abierto tarde (después de las 9 PM)',
    'Open Early (Before 8 AM)': 'Abre temprano (antes de las 8 AM)',
    'Pediatric Specialists': 'Especialistas en pediatría',
    'Emergency Care': 'Atención de emergencia',
    'Walk-in Welcome': 'Se atiende sin cita',
    'Telehealth Available': 'Telesalud disponible',
    "My child's age": 'Edad de mi hijo o hija',
    'Any age': 'Cualquier edad',
    'Under 6 months': 'Menores de 6 meses',
    '6–23 months': '6 a 23 meses',
    '2 years and older': '2 años o más',
    Insurance: 'Seguro médico',
    'Takes Medicaid/KCHIP': 'Acepta Medicaid/KCHIP',
    // A filter's fact the clinic has not confirmed (domain/fact-filters.ts)
    'Age not confirmed — ask when you call':
      'Edad sin confirmar — pregunte al llamar',
    'Medicaid/KCHIP not confirmed — ask when you call':
      'Medicaid/KCHIP sin confirmar — pregunte al llamar',
    'Age not confirmed — check before you go':
      'Edad sin confirmar — verifique antes de ir',
    'Medicaid/KCHIP not confirmed — check before you go':
      'Medicaid/KCHIP sin confirmar — verifique antes de ir',

    // Results
    'Loading clinics…': 'Cargando clínicas…',
    'No clinics found': 'No se encontraron clínicas',
    '1 clinic found': '1 clínica encontrada',
    '{0} clinics found': '{0} clínicas encontradas',
    '{0} not confirmed for this age': '{0} sin confirmar para esta edad',
    '{0} not confirmed for Medicaid/KCHIP':
      '{0} sin confirmar para Medicaid/KCHIP',
    'Sort clinics': 'Ordenar clínicas',
    'Sort by Distance': 'Ordenar por distancia',
    'Sort by Rating': 'Ordenar por calificación',
    'See all': 'Ver las',
    'clinics by town': 'clínicas por ciudad',
    'Show more clinics': 'Mostrar más clínicas',
    'Clear search and show all clinics':
      'Borrar la búsqueda y mostrar todas las clínicas',
    'Browse Urgent Care by City': 'Atención de urgencia por ciudad',
    'Find urgent care clinics in {0} {1} across Western Kentucky':
      'Encuentre clínicas de atención de urgencia en {0} {1} del oeste de Kentucky',
    '1 clinic': '1 clínica',
    '{0} clinics': '{0} clínicas',

    // Empty states
    'Try adjusting your filters or search criteria.':
      'Pruebe a cambiar los filtros o lo que busca.',
    'Clear Filters': 'Quitar filtros',
    'your location': 'su ubicación',
    'No clinics within': 'No hay clínicas a menos de',
    'None of the clinics we list has a known position to measure from.':
      'Ninguna de las clínicas de nuestra lista tiene una ubicación conocida desde la que medir la distancia.',
    'The nearest clinic we list is {0} away.':
      'La clínica más cercana de nuestra lista está a {0}.',
    'This site lists pediatric and urgent care clinics in Western Kentucky and nearby.':
      'Este sitio incluye clínicas pediátricas y de atención de urgencia en el oeste de Kentucky y sus alrededores.',
    'Widen the search to': 'Ampliar la búsqueda a',
    'Show all clinics': 'Mostrar todas las clínicas',
    'Opening soonest': 'Las próximas en abrir',
    'None of the clinics in your results has hours on file that say when it opens next. Call a clinic to ask.':
      'Ninguna de las clínicas de sus resultados tiene un horario que diga cuándo vuelve a abrir. Llame a una clínica para preguntar.',
    'If your child needs care now, a hospital emergency room is open 24 hours. For a life-threatening emergency call 911.':
      'Si su hijo necesita atención ahora, la sala de emergencias de un hospital está abierta las 24 horas. Si la vida corre peligro, llame al 911.',
    'Call 911': 'Llamar al 911',
    'Poison Control': 'Centro de Toxicología (Poison Control)',

    // Share
    'Sharing is unavailable right now.':
      'No se puede compartir en este momento.',
    'Link copied': 'Enlace copiado',
    'Link shared': 'Enlace compartido',
    'Share this search': 'Compartir esta búsqueda',
    Copied: 'Copiado',
    Share: 'Compartir',
    'this search': 'esta búsqueda',
    'Copy this link to share the search:':
      'Copie este enlace para compartir la búsqueda:',
    'Link to this search': 'Enlace a esta búsqueda',

    // Map
    'Map tiles could not load — the markers and the list still work.':
      'No se pudieron cargar las imágenes del mapa — los marcadores y la lista siguen funcionando.',
    'Map of the clinics found': 'Mapa de las clínicas encontradas',
    // A count or a distance in Spanish agrees with its number (the
    // English 'a 1-mile circle' does not change): ../README.md, Plurals.
    'Map around {0}, with a {1}-mile circle.': {
      count: 1,
      one: 'Mapa alrededor de {0}, con un círculo de {1} milla.',
      other: 'Mapa alrededor de {0}, con un círculo de {1} millas.',
    },
    'Each clinic and emergency room is a button: Enter opens its details. Clinics whose exact location is not confirmed share one button per town, which lists them. The list holds the same clinics.':
      'Cada clínica y sala de emergencias es un botón: Enter abre sus detalles. Las clínicas cuya ubicación exacta no está confirmada comparten un botón por ciudad, que las enumera. La lista tiene las mismas clínicas.',
    "A numbered marker is a town: its clinics' exact locations are not confirmed, so they are listed there, not pinned.":
      'Un marcador con un número es una ciudad: no está confirmada la ubicación exacta de sus clínicas, así que aparecen en una lista en lugar de marcarse una por una.',
    // a town's marker (domain/map/town-groups) and its popup
    '1 clinic in {0}': '1 clínica en {0}',
    '{0} clinics in {1}': '{0} clínicas en {1}',
    '1 clinic in {0} — exact location not confirmed':
      '1 clínica en {0}: ubicación exacta sin confirmar',
    '{0} clinics in {1} — exact locations not confirmed':
      '{0} clínicas en {1}: ubicaciones exactas sin confirmar',
    "Exact location not confirmed: shown at the town's centre.":
      'Ubicación exacta sin confirmar: se muestra en el centro de la ciudad.',
    "Exact locations not confirmed: all shown at the town's centre.":
      'Ubicaciones exactas sin confirmar: todas se muestran en el centro de la ciudad.',
    '{0} · the circle is the {1}-mile search radius': {
      count: 1,
      one: '{0} · el círculo marca el radio de búsqueda de {1} milla',
      other: '{0} · el círculo marca el radio de búsqueda de {1} millas',
    },
    'A square marked {0} is a hospital emergency room, open 24 hours.':
      'Un cuadrado con {0} es la sala de emergencias de un hospital, abierta las 24 horas.',
    'Emergency room · Open 24 hours':
      'Sala de emergencias · Abierta las 24 horas',
    'The map could not load. The list still works.':
      'No se pudo cargar el mapa. La lista sigue funcionando.',
    'Show results as': 'Mostrar resultados como',
    '1 clinic without a known location is in the list only':
      '1 clínica sin ubicación conocida solo aparece en la lista',
    '{0} clinics without a known location are in the list only':
      '{0} clínicas sin ubicación conocida solo aparecen en la lista',
    '{0} — Emergency room, open 24 hours':
      '{0} — Sala de emergencias, abierta las 24 horas',
    '© OpenStreetMap contributors': '© colaboradores de OpenStreetMap',
  },

  inFile: {
    // 'noviembre de 2026' (the confirmation lines); the long dates built
    // elsewhere from MONTH_NAMES need their own order ('26 de febrero de 2026').
    'src/domain/clinic-display.ts': {
      January: 'enero',
      February: 'febrero',
      March: 'marzo',
      April: 'abril',
      May: 'mayo',
      June: 'junio',
      July: 'julio',
      August: 'agosto',
      September: 'septiembre',
      October: 'octubre',
      November: 'noviembre',
      December: 'diciembre',
      '{0} {1}': '{0} de {1}',
    },
    'src/domain/freshness.ts': {
      // '{Hours | Hours and phone} confirmed {how} {when}': the participle
      // agrees with its subject.
      '{0} confirmed {1}': '{0} {1}',
      Hours: 'Horario confirmado',
      'Hours and phone': 'Horario y teléfono confirmados',
      'en {0}': 'en {0}',
    },
    'src/domain/hours/open-status.ts': {
      ...AT_TIME_TEXTS,
      Sunday: 'el domingo',
      Monday: 'el lunes',
      Tuesday: 'el martes',
      Wednesday: 'el miércoles',
      Thursday: 'el jueves',
      Friday: 'el viernes',
      Saturday: 'el sábado',
      tomorrow: 'mañana',
    },
    'src/domain/hours/hours-line-text.ts': AT_TIME_TEXTS,
    'src/domain/geo/distance.ts': { mile: 'milla', miles: 'millas' },
    'src/domain/rating.ts': { review: 'reseña', reviews: 'reseñas' },
    'src/domain/reviews.ts': {
      review: 'reseña',
      reviews: 'reseñas',
      Google: 'Google',
    },
    'src/domain/filter-labels.ts': {
      'Weekend Hours': 'Horario de fin de semana',
    },
    'src/features/search/hero-search.tsx': {
      'Weekend Hours': 'Horario de fin de semana',
    },
    // The fixed vocabulary of special hours (domain/filters.ts matches the
    // English values); anything else is shown as stored, lang="en".
    'src/components/clinic/special-hours.tsx': {
      'After Hours': 'Fuera del horario habitual',
      'Weekend Hours': 'Horario de fin de semana',
      'Late Night': 'Abierto hasta tarde',
      '24/7 Open': 'Abierto 24/7',
      'Early Morning': 'Temprano por la mañana',
    },
    'src/components/clinic/clinic-card.tsx': {
      more: 'más',
      to: 'a',
      for: 'de',
      of: 'de',
    },
    'src/features/search/empty-results.tsx': { of: 'de', miles: 'millas' },
    'src/features/search/filter-panel.tsx': { filters: 'filtros' },
    'src/features/search/city-grid.tsx': { city: 'ciudad', cities: 'ciudades' },
    'src/features/map/clinic-map.tsx': {
      // An emergency room's marker: 'SE', sala de emergencias (issue 48);
      // the 'ER' of hospital names stays as written.
      ER: 'SE',
      // a town popup's 'Call [name]' (the name for screen readers)
      Call: 'Llamar',
      'Zoom in': 'Acercar',
      'Zoom out': 'Alejar',
      'Close popup': 'Cerrar la ventana',
      // Leaflet's own link, already in Spanish in the patch below.
      'title="Una biblioteca de JavaScript para mapas interactivos"':
        'title="Una biblioteca de JavaScript para mapas interactivos"',
    },
    'src/features/map/view-switch.tsx': { List: 'Lista', Map: 'Mapa' },
    // The language link: 'English' on a Spanish page. The offer of the
    // Spanish pages (only on the English home) is Spanish in both builds.
    'src/features/header/site-header.tsx': {
      Español: 'English',
      'Ver en español': 'Ver en español',
      Cerrar: 'Cerrar',
    },
    'src/domain/map/map-points.ts': {
      '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>':
        '<a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>',
    },
  },

  notText: {
    // The geocoder's query and its errors (logged; the visitor reads
    // features/search/messages.ts).
    'src/data/geocode.ts': true,
    'src/data/geolocation.ts': true,
    // Time zones and the wall clock's formatter (logic).
    'src/domain/hours/zone-offsets-data.ts': true,
    'src/domain/hours/zoned-time.ts': ['en-US'],
    'src/domain/verification-row.ts': ['{0}T00:00:00Z'],
    // The blog categories are the values the articles' data and the blog
    // filter compare; their labels are translated where they are shown.
    'src/domain/clinic.ts': [
      'Child Health',
      'Urgent Care Guide',
      'Insurance & Costs',
      'Seasonal Health',
      'Prevention',
      'Common Conditions',
      'America/New_York',
    ],
    // The special-hours values of the clinic data, matched exactly.
    'src/domain/filters.ts': [
      'After Hours',
      'Weekend Hours',
      'Late Night',
      '24/7 Open',
      'Early Morning',
    ],
    // HTML escapes; the tile template's placeholders and a console warning.
    'src/domain/map/map-points.ts': ['&amp;', '&lt;', '&gt;', '&quot;'],
    'src/domain/map/tile-url.ts': [
      'VITE_MAP_TILE_URL is not an http(s) URL template with {z}, {x} and {y} on one host; using the OpenStreetMap tiles.',
      '{z}',
      '{x}',
      '{y}',
    ],
    // Key names, a rel value, the marker's markup around its symbol.
    'src/features/map/clinic-map.tsx': [
      'Escape',
      'noopener noreferrer',
      '<span aria-hidden="true">{0}</span>',
    ],
    'src/features/search/location-combobox.tsx': [
      'ArrowDown',
      'ArrowUp',
      'Enter',
      'Escape',
      'Tab',
    ],
    // The boundary's name in a console message.
    'src/features/search/result-list.tsx': ['The empty state'],
    'src/features/search/share-link.ts': ['AbortError'],
    'src/features/search/use-url-search.ts': ['\u0000current'],
  },

  patches: {
    // The app's own times in Spanish usage (issue 48): '7 p. m.', '1:30
    // a. m.', a no-break space before the suffix and inside it (one piece
    // on every line). Clinic data ('8:00 AM - 8:00 PM') stays as stored.
    'src/domain/hours/parse-hours.ts': [
      [
        "const suffix = hour24 < 12 ? 'AM' : 'PM'",
        "const suffix = hour24 < 12 ? 'a.\\u00a0m.' : 'p.\\u00a0m.'",
      ],
      [
        `    ? \`\${hour12} \${suffix}\`
    : \`\${hour12}:\${String(minute).padStart(2, '0')} \${suffix}\``,
        `    ? \`\${hour12}\\u00a0\${suffix}\`
    : \`\${hour12}:\${String(minute).padStart(2, '0')}\\u00a0\${suffix}\``,
      ],
    ],
    // 'Abre el lunes a las 8 AM', 'Abre a la 1 PM'.
    'src/domain/hours/open-status.ts': [
      [
        `  const day = status.opensDay
    ? \`\${status.opensDay.charAt(0).toUpperCase()}\${status.opensDay.slice(1)} \`
    : ''
  return \`Opens \${status.tomorrow ? 'tomorrow ' : day}\${status.opensAt}\``,
        `  const names: Record<Weekday, string> = {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  }
  const day = status.opensDay ? \`\${names[status.opensDay]} \` : ''
  return \`Opens \${status.tomorrow ? 'tomorrow ' : day}\${${atTime('status.opensAt')}}\``,
      ],
    ],
    // '• Cierra a las 8 PM'.
    'src/domain/hours/hours-line-text.ts': [
      [
        '` • Closes ${status.closesAt}`',
        `\` • Closes \${${atTime('status.closesAt')}}\``,
      ],
    ],
    // 'Horario confirmado por teléfono en noviembre de 2026'.
    'src/domain/freshness.ts': [
      [
        "const when = monthYear(confirmedDate(v)) ?? ''",
        "const month = monthYear(confirmedDate(v))\n  const when = month ? `en ${month}` : ''",
      ],
    ],
    // 'Horario desconocido' is wider than 'Hours unknown'.
    'src/components/open-status-classes.ts': [
      [
        "export const OPEN_STATUS_MIN_WIDTH = 'min-w-40'",
        "export const OPEN_STATUS_MIN_WIDTH = 'min-w-44'",
      ],
    ],
    // Services are clinic data, in English.
    'src/components/clinic/clinic-card.tsx': [
      [
        'key={s}\n                  className="rounded bg-slate-100',
        'key={s}\n                  lang="en"\n                  className="rounded bg-slate-100',
      ],
    ],
    'src/components/clinic/special-hours.tsx': [
      [
        '/** A clinic',
        `const SPECIAL_HOURS: Record<string, string | undefined> = {
  'After Hours': 'After Hours',
  'Weekend Hours': 'Weekend Hours',
  'Late Night': 'Late Night',
  '24/7 Open': '24/7 Open',
  'Early Morning': 'Early Morning',
}

/** A clinic`,
      ],
      [
        '          {h}\n        </li>',
        '          {SPECIAL_HOURS[h] ?? <span lang="en">{h}</span>}\n        </li>',
      ],
    ],
    'src/features/map/map-loader.tsx': [
      [
        "{n} {n === 1 ? 'clinic' : 'clinics'} found",
        "{n === 1 ? '1 clinic found' : `${n} clinics found`}",
      ],
    ],
    'src/features/search/location-combobox.tsx': [
      [
        "`${count} suggestion${count === 1 ? '' : 's'} available. Use the up and down arrows to choose.`",
        "`${count === 1 ? '1 suggestion available.' : `${count} suggestions available.`} Use the up and down arrows to choose.`",
      ],
    ],
    // The label is translated; the view stays 'list' / 'map'.
    'src/features/map/view-switch.tsx': [
      [
        'const value = label.toLowerCase() as ResultView',
        "const value: ResultView = label === VIEWS[0] ? 'list' : 'map'",
      ],
    ],
    // The language link leads to the same page in English.
    'src/features/header/site-header.tsx': [
      [
        "const other = `/es${pathname}${inBrowser ? search : ''}`",
        "const other = `${pathname.replace(/^\\/es(?=\\/|$)/, '') || '/'}${inBrowser ? search : ''}`",
      ],
      [
        'hrefLang="es"\n          lang="es"',
        'hrefLang="en"\n          lang="en"',
      ],
    ],
    // Leaflet's zoom buttons and its own link are named in Spanish.
    'src/features/map/clinic-map.tsx': [
      [
        '      zoomSnap: 0.5,\n    })\n',
        `      zoomSnap: 0.5,
      zoomControl: false,
    })
    L.control
      .zoom({ zoomInTitle: 'Zoom in', zoomOutTitle: 'Zoom out' })
      .addTo(map)
    const prefix = map.attributionControl.options.prefix
    if (typeof prefix === 'string')
      map.attributionControl.setPrefix(
        prefix.replace(
          /title="[^"]*"/,
          'title="Una biblioteca de JavaScript para mapas interactivos"',
        ),
      )
`,
      ],
      [
        "      el.classList.add('map-popup-open')\n",
        `      el.classList.add('map-popup-open')
      e.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', 'Close popup')
`,
      ],
    ],
    // The Spanish attribution gets OpenStreetMap's copyright link.
    'src/domain/map/map-points.ts': [
      ['/OpenStreetMap contributors/,', '/colaboradores de OpenStreetMap/,'],
    ],
  },
} satisfies Catalogue
