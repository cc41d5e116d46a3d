/**
 * The safety texts (the 911 banner, the Emergency Info dialog, the
 * emergency rooms), the legal pages' frame, the offline, update and outage
 * notices, and the app's frame (footer, dialogs, error and loading pages).
 * The privacy policy and the terms themselves are siblings
 * (src/features/legal/*.es.tsx).
 */
import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {
    // The 911 banner when the Emergency Info dialog's code cannot load.
    'The emergency information could not be loaded. Call':
      'No se pudo cargar la información de emergencia. Llame al',
    'for an emergency, or Poison Control at':
      'si es una emergencia, o al Centro de Toxicología (Poison Control) al',
    // The 911 banner (src/features/emergency/emergency-notice.tsx)
    'Medical emergency': 'Emergencia médica',
    'Medical Emergency?': '¿Emergencia médica?',
    // Short, as the English: the banner stays about as tall on a phone.
    'Call 911 immediately for life-threatening conditions':
      'Si la vida corre peligro, llame al 911 ahora',
    // A button's label, as the site's others ('Llamar ahora'); the sentences say 'llame al 911'.
    'Call 911': 'Llamar al 911',
    'Emergency Info': 'Información de emergencia',

    // The Emergency Info dialog
    'Emergency Information': 'Información de emergencia',
    'Poison Control (24 hours, free):':
      'Centro de Toxicología (Poison Control), las 24 horas, gratis:',
    // One sentence with its list (src/features/emergency/emergency-info-dialog.tsx)
    'Call 911 or go to the emergency room if your child:':
      'Llame al 911 o vaya a la sala de emergencias si su hijo:',
    'is struggling to breathe, or their lips or face turn blue or gray':
      'tiene mucha dificultad para respirar, o se le ponen los labios o la cara azules o grises',
    'is hard to wake up, does not respond, or is suddenly very confused':
      'es difícil de despertar, no responde o de repente está muy confundido',
    'has a seizure for the first time, or a seizure that lasts more than 5 minutes':
      'tiene una convulsión por primera vez, o una convulsión que dura más de 5 minutos',
    'is bleeding and it does not stop after 10 minutes of firm pressure':
      'sangra y el sangrado no para después de 10 minutos de presión firme',
    'hit their head and then passed out, vomits again and again, or is confused':
      'se golpeó la cabeza y después se desmayó, vomita una y otra vez o está confundido',
    'has swelling of the lips or tongue, or trouble swallowing, after a sting, a food or a medicine':
      'tiene hinchados los labios o la lengua, o le cuesta tragar, después de una picadura, un alimento o un medicamento',
    'swallowed a button battery, magnets, medicine or a chemical':
      'se tragó una pila de botón, imanes, un medicamento o un producto químico',
    'is a baby younger than 3 months with a fever of 100.4°F (38°C) or higher':
      'es un bebé menor de 3 meses con fiebre de 100.4°F (38°C) o más',
    'has a stiff neck with fever, or a rash of purple spots that do not fade when pressed':
      'tiene el cuello rígido con fiebre, o un sarpullido de manchas moradas que no desaparecen al presionarlas',
    'If you are unsure, call 911. This information is for general guidance only and is not medical advice; it does not replace a doctor or emergency services.':
      'Si no está seguro, llame al 911. Esta información es solo una guía general y no es un consejo médico; no reemplaza a un médico ni a los servicios de emergencia.',
    'Nearest emergency rooms — open 24 hours':
      'Salas de emergencias más cercanas — abiertas las 24 horas',
    'Search for your town, ZIP code or current location on the Find Care page to see the nearest emergency rooms here.':
      'Escriba su ciudad o código postal, o use su ubicación actual, en la página «Buscar» para ver aquí las salas de emergencias más cercanas.',
    'Finding the nearest emergency rooms…':
      'Buscando las salas de emergencias más cercanas…',
    'Use my location': 'Usar mi ubicación',
    'Finding your location…': 'Buscando su ubicación…',
    'Unable to access your location. Search your town on the Find Care page, or call 911 in an emergency.':
      'No se pudo obtener su ubicación. Busque su ciudad en la página «Buscar» o, en una emergencia, llame al 911.',
    'The nearest emergency rooms could not be loaded. In an emergency, call 911.':
      'No se pudieron cargar las salas de emergencias más cercanas. En una emergencia, llame al 911.',

    // The emergency rooms (src/features/emergency/emergency-rooms.tsx)
    'For a life-threatening emergency call 911. Hospital emergency rooms must see everyone, whatever their insurance.':
      'Si la vida corre peligro, llame al 911. Las salas de emergencias de los hospitales deben atender a todas las personas, tengan o no seguro médico.',
    'Emergency rooms near you — open 24 hours':
      'Salas de emergencias cerca de usted — abiertas las 24 horas',
    'The emergency room nearest each town — open 24 hours':
      'La sala de emergencias más cercana a cada ciudad — abiertas las 24 horas',
    'Search your town or use your location to see the nearest ones first.':
      'Busque su ciudad o use su ubicación para ver primero las más cercanas.',
    'Nearest for {0}': 'La más cercana a {0}',
    'Where these hospital details come from':
      'De dónde vienen estos datos de los hospitales',
    'As of {0}{1}.': 'Datos al {0}{1}.',
    'Date not stated.': 'Fecha no indicada.',
    'Source:': 'Fuente:',
    'Sources:': 'Fuentes:',
    'Emergency room · open 24 hours ·':
      'Sala de emergencias · abierta las 24 horas ·',
    'Military hospital: the sources do not say whether it sees civilians. Call before you go.':
      'Hospital militar: las fuentes no dicen si atiende a civiles. Llame antes de ir.',
    '(opens in a new tab)': '(se abre en una pestaña nueva)',

    // Outage (src/features/outage)
    'Directory temporarily unavailable':
      'El directorio no está disponible por ahora',
    "We can't reach the directory right now. Please try again in a moment.":
      'No podemos conectar con el directorio en este momento. Inténtelo de nuevo en unos minutos.',
    'Try again': 'Intentar de nuevo',
    'If your child needs emergency care, call 911 now.':
      'Si su hijo necesita atención de emergencia, llame al 911 ahora.',
    'Showing the information as saved on':
      'Se muestra la información guardada el',

    // Offline and update notices (src/domain/offline/notice.ts, src/features/offline)
    "You're offline. Showing the directory as saved on {0}. Call the clinic to confirm before you go.":
      'No tiene conexión. Se muestra el directorio guardado el {0}. Llame a la clínica para confirmar antes de ir.',
    "You're offline. Showing the directory as saved on this device. Call the clinic to confirm before you go.":
      'No tiene conexión. Se muestra el directorio guardado en este dispositivo. Llame a la clínica para confirmar antes de ir.',
    "We can't reach the directory right now. Showing the directory as saved on {0}. Call the clinic to confirm before you go.":
      'No podemos conectar con el directorio en este momento. Se muestra el directorio guardado {0}. Llame a la clínica para confirmar antes de ir.',
    'A new version is available': 'Hay una nueva versión disponible',
    Reload: 'Volver a cargar',
    "You're offline. Your message is saved on this device and will be sent when you're back online.":
      'No tiene conexión. Su mensaje está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.',
    "You're offline. Your report is saved on this device and will be sent when you're back online.":
      'No tiene conexión. Su reporte está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.',
    "Our server isn't working right now (your connection is fine). Your message is saved on this device and will be sent automatically — you don't need to send it again.":
      'Nuestro servidor no está funcionando en este momento (su conexión está bien). Su mensaje está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo.',
    "Our server isn't working right now (your connection is fine). Your report is saved on this device and will be sent automatically — you don't need to send it again.":
      'Nuestro servidor no está funcionando en este momento (su conexión está bien). Su reporte está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo.',
    "A message you wrote earlier is saved on this device and will be sent automatically — you don't need to send it again:":
      'Un mensaje que usted escribió antes está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo:',
    "{0} messages you wrote earlier are saved on this device and will be sent automatically — you don't need to send them again:":
      '{0} mensajes que usted escribió antes están guardados en este dispositivo y se enviarán automáticamente; no necesita enviarlos de nuevo:',
    "You're offline. Call the clinic to confirm before you go.":
      'No tiene conexión. Llame a la clínica para confirmar antes de ir.',

    // The legal pages' frame (src/features/legal, src/app/pages/legal.tsx)
    'Privacy Policy': 'Política de privacidad',
    'Terms of Service': 'Términos de servicio',
    'Terms for using {0}: a directory only, not medical advice. In an emergency, call 911.':
      'Términos de uso de {0}: solo un directorio, no un consejo médico. En una emergencia, llame al 911.',
    'Last Updated: November 26, 2026':
      'Última actualización: 26 de noviembre de 2026',
    'Contact Us': 'Contáctenos',
    'If you have questions about this page, write to us at':
      'Si tiene preguntas sobre esta página, escríbanos a',
    'or use the Contact form at the top of any page.':
      'o use el formulario de contacto en la parte de arriba de cualquier página.',
    'Return to Home': 'Volver al inicio',
    'the advertising network at {0}': 'la red de anuncios en {0}',
    'an advertising network': 'una red de anuncios',
    'this site’s own address': 'la propia dirección de este sitio',
    'How {0} handles contact messages, listing reports, searches and location':
      'Cómo {0} trata los mensajes de contacto, los reportes sobre las fichas de clínicas, las búsquedas y la ubicación',
    '{0}. No analytics, no advertising, no cookies.':
      '{0}. Sin analítica, sin publicidad, sin cookies.',
    'visit counting': 'el conteo de visitas',
    '{0}; its {1} and how to opt out.': '{0}; {1}, y cómo excluirse.',

    // The app's frame (src/app, src/components)
    'This page is loading.': 'Esta página se está cargando.',
    'This page needs JavaScript to load.':
      'Esta página necesita JavaScript para cargarse.',
    'Find pediatric urgent care from the home page':
      'Busque atención de urgencia pediátrica desde la página de inicio',
    'Skip to main content': 'Saltar al contenido principal',
    'Loading…': 'Cargando…',
    'Page Not Found': 'Página no encontrada',
    'Something went wrong': 'Algo salió mal',
    "We couldn't find the page you were looking for.":
      'No pudimos encontrar la página que buscaba.',
    'Sorry, this page could not be shown. Please try again in a moment.':
      'Lo sentimos, no se pudo mostrar esta página. Inténtelo de nuevo en unos minutos.',
    'Back to Home': 'Volver al inicio',
    'XML Site Map': 'Mapa del sitio en XML',
    'XML site map.': 'Mapa del sitio en XML.',
    'Robots file.': 'Archivo robots.',
    About: 'Acerca de',
    'is a trusted directory of pediatric urgent care centers in Western Kentucky, built to help parents find care that is open now.':
      'es un directorio confiable de centros de atención de urgencia pediátrica en el oeste de Kentucky, creado para ayudar a los padres a encontrar atención que esté abierta ahora.',
    'Quick Links': 'Enlaces rápidos',
    Home: 'Inicio',
    'Health Blog': 'Blog de salud',
    Contact: 'Contacto',
    'Browse by City': 'Buscar por ciudad',
    'is an informational directory. In case of emergency, call 911.':
      'es un directorio informativo. En una emergencia, llame al 911.',
    '. All rights reserved.': '. Todos los derechos reservados.',
    Close: 'Cerrar',
    Breadcrumb: 'Ruta de navegación',
  },
  inFile: {
    'src/features/emergency/emergency-rooms.tsx': {
      // 'Call 270-…' on the hospital's phone link
      Call: 'Llamar al',
      Directions: 'Cómo llegar',
      // ' to {name} (opens in a new tab)', for screen readers
      to: 'a',
    },
    'src/domain/offline/notice.ts': {
      // copyNoticeText without a date: 'guardado en este dispositivo'
      'this device': 'en este dispositivo',
    },
    'src/features/legal/measurement-text.ts': {
      // The network's own name, the same in Spanish.
      'Google AdSense': 'Google AdSense',
      // 'el conteo de visitas y los anuncios'
      ads: 'los anuncios',
      and: 'y',
    },
    'src/app/route-error.tsx': { '/': '/es/' },
    'src/app/fallback-page.tsx': { '/': '/es/' },
  },
  notText: {
    // A style rule inside <noscript>.
    'src/app/fallback-page.tsx': ['[data-fallback-loading]{display:none}'],
    // Type tags of the serialised route errors.
    'src/app/hydration-data.ts': ['RouteErrorResponse', 'Error'],
    // The not-found route's status text, never shown (the page says 'Page Not Found').
    'src/app/routes.tsx': ['Not Found'],
    // Key names.
    'src/components/ui/modal.tsx': ['Escape', 'Tab'],
    // Spellings of hospital names and cities from the data (proper names),
    // a date and a regular expression.
    'src/domain/emergency/names.ts': [
      'Fort',
      'TriStar',
      'HighPoint',
      'Mc{0}',
      '{0}T00:00:00Z',
      '\\b{0}\\b',
      'es-US',
      'UTC',
    ],
    // Locale names of the date formats.
    'src/domain/offline/notice.ts': ['en-US', 'es-US'],
    'src/features/outage/messages.ts': ['en-US', 'es-US'],
    // Build globs and a tile-template token.
    'src/domain/offline/sw-rules.ts': [
      '**/*.{js,css,svg,png,webmanifest}',
      '{s}.',
    ],
    // CSS selectors.
    'src/entry-client.tsx': [
      'meta[property^="og:"]',
      'meta[name^="twitter:"]',
      'head > {0}',
    ],
    // Build errors (the prerender stops), never on a page.
    'src/entry-server.tsx': [
      '{0}: a loader answered {1}',
      '{0}: the data source failed (route "{1}"): {2}',
      '{0}: status {1}, expected {2}{3}',
      '<script type="application/json" id="{0}">{1}</script>',
      'the database at {0}',
      'could not read {0}: {1}',
      '{0} returned no usable clinic; refusing to build an empty directory.',
    ],
    // A feature test.
    'src/features/offline/after-load.ts': ['serviceWorker'],
    // An Error the forms catch: they show their own text (keptText or the failure).
    'src/features/offline/outbox-client.ts': [
      'this browser cannot keep messages',
    ],
    // Style rules, a feature test, inline style and the ad script's URL.
    'src/measure.ts': [
      '[data-ad-state="collapsed"]{display:none}',
      '[data-ad]{display:none}',
      'requestIdleCallback',
      'display:block;width:100%;height:100%',
      '{0}?client={1}',
    ],
    // The worker's internal failure (it then answers with the kept copy).
    'src/service-worker/sw.ts': ['directory read answered {0}'],
  },
  patches: {
    // Dates in Spanish ('26 de febrero de 2026'), from the same YYYY-MM-DD.
    'src/domain/emergency/names.ts': [
      [
        'return `${MONTH_NAMES[m - 1]} ${d}, ${y}`',
        "return new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)))",
      ],
    ],
    // '25 de noviembre de 2026, 1:05 p. m.': the date and the time in
    // Spanish, the time one piece (no-break spaces), as the app's own times.
    'src/domain/offline/notice.ts': [
      [
        `  return at.toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })`,
        `  return \`\${at.toLocaleDateString('es-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' })}, \${at.toLocaleTimeString('es-US', { timeZone, hour: 'numeric', minute: '2-digit' }).replace(/\\s?([ap])\\.\\s?(m)\\./, '\\u00a0$1.\\u00a0$2.')}\``,
      ],
      // 'guardado el <fecha>' or 'guardado en este dispositivo'
      ["${when ?? 'this device'}", "${when ? 'el ' + when : 'this device'}"],
    ],
    'src/features/outage/messages.ts': [
      [
        `  return at.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })`,
        `  return \`\${at.toLocaleDateString('es-US', { month: 'long', day: 'numeric', year: 'numeric' })}, \${at.toLocaleTimeString('es-US', { hour: 'numeric', minute: '2-digit' }).replace(/\\s?([ap])\\.\\s?(m)\\./, '\\u00a0$1.\\u00a0$2.')}\``,
      ],
    ],
    // The sources of a hospital record are English text, as stored.
    'src/features/emergency/emergency-rooms.tsx': [
      [
        '<ul className="list-disc pl-5">',
        '<ul lang="en" className="list-disc pl-5">',
      ],
    ],
  },
} satisfies Catalogue
