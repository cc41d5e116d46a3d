/**
 * Spanish: the clinic page, 'Is this information right?', the contact form,
 * page titles and descriptions, structured data, the site maps, and the
 * configuration and data layers (their messages go to the build log or the
 * console: `notText`).
 *
 * A text also written in a file of another part of the catalogue ('Home',
 * 'Call Now', '(opens in a new tab)'…) is translated here per file
 * (`inFile`), so two parts never give one English text two translations.
 */
import type { Catalogue } from '../catalogue.ts'
import { AT_TIME_TEXTS, atTime } from './finding.ts'

/** A weekday's name in the clinic's hours table (patched in, below). */
const DAY_NAMES = {
  Sunday: 'Domingo',
  Monday: 'Lunes',
  Tuesday: 'Martes',
  Wednesday: 'Miércoles',
  Thursday: 'Jueves',
  Friday: 'Viernes',
  Saturday: 'Sábado',
}

const OPENS_IN_NEW_TAB = '(se abre en una pestaña nueva)'

export default {
  texts: {
    // — the clinic page (src/app/pages/clinic.tsx, features/clinic-detail)
    'Clinic Not Found': 'Clínica no encontrada',
    "The clinic you're looking for doesn't exist.":
      'La clínica que busca no existe.',
    'Back to Directory': 'Volver al directorio',
    '{0} in {1}, {2} has closed. Other clinics in {3} and the nearest emergency room.':
      '{0}, en {1}, {2}, cerró. Otras clínicas en {3} y la sala de emergencias más cercana.',
    'Loading clinic details...': 'Cargando la información de la clínica...',
    'Back to All Clinics': 'Volver a todas las clínicas',
    'Nearest emergency room — open 24 hours':
      'Sala de emergencias más cercana — abierta las 24 horas',
    'Distance from where {0} was.': 'Distancia desde donde estaba {0}.',
    '{0} – Urgent Care in {1}': '{0} – Atención de urgencia en {1}',
    '{0} in {1}: hours, whether it is open now, phone number, directions and services for children.':
      '{0} en {1}: horario, si está abierta ahora, teléfono, cómo llegar y servicios para niños.',

    'Services Offered': 'Servicios que ofrece',
    "Services are not listed. Call the clinic to ask whether it can help with your child's problem.":
      'No hay servicios en la lista. Llame a la clínica para preguntar si puede ayudar con el problema de su hijo.',
    Categories: 'Categorías',
    'About This Clinic': 'Sobre esta clínica',

    'Get Directions': 'Cómo llegar',
    'Visit Website': 'Sitio web',
    "Check before you go: this clinic's current status is not confirmed.":
      'Confirme antes de ir: el estado actual de esta clínica no está confirmado.',
    // 'Cierra a las 4 PM', as the cards say (the patch below)
    Closes: 'Cierra',

    'This clinic has closed': 'Esta clínica cerró',
    ') no longer sees patients, so it is no longer in our lists. Other clinics in':
      ') ya no atiende pacientes, por eso ya no aparece en nuestras listas. Abajo están otras clínicas en',
    'and the nearest emergency room are below.':
      'y la sala de emergencias más cercana.',

    'High confidence: the details match recent, reliable sources.':
      'Confianza alta: los datos coinciden con fuentes recientes y confiables.',
    'Medium confidence: the details come from a reliable source but may be out of date.':
      'Confianza media: los datos vienen de una fuente confiable, pero pueden estar desactualizados.',
    'Low confidence: the details come from older or limited sources. Call the clinic to confirm before you go.':
      'Confianza baja: los datos vienen de fuentes antiguas o limitadas. Llame a la clínica para confirmar antes de ir.',
    // {0}: how ('by phone'…), {1}: the month and year
    'Hours last confirmed {0} {1}':
      'Horario confirmado {0} por última vez en {1}',
    // {0}: the month and year of the record
    'Hours not confirmed by us; the details are as of {0}, from the source below':
      'Horario no confirmado por nosotros; los datos son de {0}, según la fuente de abajo',
    'Hours not confirmed by us; the details are as of {0}, from the sources below':
      'Horario no confirmado por nosotros; los datos son de {0}, según las fuentes de abajo',
    'Hours not confirmed by us; the details are undated, from the source below':
      'Horario no confirmado por nosotros; los datos no tienen fecha, según la fuente de abajo',
    'Hours not confirmed by us; the details are undated, from the sources below':
      'Horario no confirmado por nosotros; los datos no tienen fecha, según las fuentes de abajo',
    // {0}: where from and when ('del sitio web de la clínica, diciembre de
    // 2026'): a value taken from a public source
    'Hours not confirmed by us; {0}': 'Horario no confirmado por nosotros; {0}',
    'Hours not confirmed by us, and the listing names no source':
      'Horario no confirmado por nosotros, y esta ficha no cita ninguna fuente',
    // a source known from a saved copy of a page (no link)
    'Baptist Health location finder (a saved copy, undated)':
      'Buscador de centros de Baptist Health (una copia guardada, sin fecha)',
    'A directory of medical providers (a saved copy, undated)':
      'Un directorio de proveedores médicos (una copia guardada, sin fecha)',
    'Where this listing comes from': 'De dónde viene esta información',
    'How we know each detail': 'Cómo sabemos cada dato',
    'Hours and services change. If something here is wrong or out of date, please tell us.':
      'El horario y los servicios cambian. Si algo aquí está mal o desactualizado, por favor avísenos.',
    // the subject the contact form opens with (a parent can change it)
    'Correction: {0}': 'Corrección: {0}',
    'Suggest a correction': 'Sugerir una corrección',

    'Other Urgent Care Clinics in': 'Otros centros de atención de urgencia en',
    'More clinics in': 'Más clínicas en',
    'View all clinics in': 'Ver todas las clínicas en',

    'Patient Reviews': 'Opiniones de pacientes',
    'Rating distribution': 'Distribución de las calificaciones',
    stars: 'estrellas',
    "A typical distribution for urgent care ratings, not a breakdown of this clinic's own reviews.":
      'Una distribución típica de las calificaciones de atención de urgencia, no el desglose de las opiniones de esta clínica.',
    'Recent Reviews': 'Opiniones recientes',
    "Reviews help other parents make informed decisions about their child's care.":
      'Las opiniones ayudan a otros padres a decidir mejor sobre la atención de sus hijos.',
    'Rated {0} out of 5': 'Calificación: {0} de 5',

    "Temporarily closed. These are its usual hours, not this week's: call before you go.":
      'Cerrada temporalmente. Este es su horario habitual, no el de esta semana: llame antes de ir.',
    'Opening hours by day': 'Horario por día',
    '(today)': '(hoy)',
    'Not listed': 'No indicado',
    'Hours unknown — call before you go.':
      'Horario desconocido: llame antes de ir.',
    'Hours unknown.': 'Horario desconocido.',
    'Times are local to the clinic. Holiday hours may differ.':
      'El horario está en la hora local de la clínica. En días festivos puede ser distinto.',

    // — 'Is this information right?' (domain/listing-report, features/listing-report)
    // The labels only: the kinds sent to the function stay as they are.
    'Hours are wrong': 'El horario está mal',
    'Phone number is wrong': 'El teléfono está mal',
    'Address is wrong': 'La dirección está mal',
    'It has closed': 'Cerró definitivamente',
    'Does not see children': 'No atiende a niños',
    'Something else': 'Otra cosa',
    'Choose at least one thing that is wrong.':
      'Marque al menos una cosa que esté mal.',
    'The note must be at most {0} characters.':
      'La nota debe tener como máximo {0} caracteres.',
    'Email must be at most {0} characters.':
      'El correo electrónico debe tener como máximo {0} caracteres.',
    // the e-mail a parent writes in built-in mode (mailto: link)
    'Clinic: {0}': 'Clínica: {0}',
    'Page: {0}': 'Página: {0}',
    'What is wrong:': 'Qué está mal:',
    '- (not chosen)': '- (no se marcó nada)',
    'Reply to: {0}': 'Responder a: {0}',
    'Listing report: {0}': 'Reporte sobre la información de {0}',

    "Thank you — we'll check this listing.":
      'Gracias. Vamos a revisar esta información.',
    'Thank you for confirming.': 'Gracias por confirmarlo.',
    "You've sent several reports in a short time. Please try again later.":
      'Usted envió varios reportes en poco tiempo. Por favor, inténtelo más tarde.',
    "We couldn't find this listing to attach your report to. Please email us at {0}.":
      'No encontramos esta clínica para agregarle su reporte. Por favor, escríbanos a {0}.',
    'Failed to send your report. Please try again.':
      'No se pudo enviar su reporte. Por favor, inténtelo de nuevo.',
    'Is this information right?': '¿Es correcta esta información?',
    'The hours, phone number and address above: tell us if they match what you found.':
      'El horario, el teléfono y la dirección de arriba: díganos si coinciden con lo que usted encontró.',
    // '… please email us at [address].'
    "Thank you. We can't receive answers here yet, so nothing was sent. If something is wrong, please email us at":
      'Gracias. Todavía no podemos recibir respuestas aquí, así que no se envió nada. Si algo está mal, por favor escríbanos a',
    // A kept report: what it says, under the notice
    'Your report:': 'Su reporte:',
    'Sending...': 'Enviando...',
    "Yes, it's right": 'Sí, es correcta',
    'Something is wrong': 'Algo está mal',
    'What is wrong? Choose all that apply.':
      '¿Qué está mal? Marque todo lo que corresponda.',
    'What did you find? (optional)': '¿Qué encontró? (opcional)',
    'For example: closes at 6 PM on Saturdays now':
      'Por ejemplo: ahora cierra a las 6 PM los sábados',
    // 'Up to {500} characters. …'
    'Up to': 'Hasta',
    "characters. Please don't include anything about your child's health.":
      'caracteres. Por favor, no escriba nada sobre la salud de su hijo.',
    "Your email, if you'd like a reply (optional)":
      'Su correo electrónico, si quiere una respuesta (opcional)',
    'Leave this field empty': 'Deje este campo vacío',
    // '… call the clinic, or [call 911] in an emergency.'
    'This goes to the people who run this directory, not to the clinic. It is not for medical questions: if your child needs help now, call the clinic, or':
      'Esto llega a las personas que administran este directorio, no a la clínica. No es para preguntas médicas: si su hijo necesita ayuda ahora, llame a la clínica o',
    'call 911': 'llame al 911',
    'in an emergency.': 'si es una emergencia.',
    "We can't receive reports here yet. Please email us at":
      'Todavía no podemos recibir reportes aquí. Por favor, escríbanos a',
    '— the link puts this clinic and what you fill in below into the email.':
      '— el enlace pone en el correo esta clínica y lo que usted complete abajo.',
    Cancel: 'Cancelar',
    'Send report': 'Enviar reporte',

    // — the contact form (domain/contact, features/contact)
    Name: 'Nombre',
    Email: 'Correo electrónico',
    Subject: 'Asunto',
    Message: 'Mensaje',
    '{0} is required.': 'El campo {0} es obligatorio.',
    '{0} must be at most {1} characters.':
      'El campo {0} debe tener como máximo {1} caracteres.',
    'Enter a valid email address, like name@example.com.':
      'Escriba un correo electrónico válido, como su.correo@ejemplo.com.',
    // the e-mail fields' placeholder (contact form, listing report)
    'you@example.com': 'su.correo@ejemplo.com',
    'Send Us a Message': 'Envíenos un mensaje',
    "We can't receive messages here yet. Please email us at":
      'Todavía no podemos recibir mensajes aquí. Por favor, escríbanos a',
    'Your name': 'Su nombre',
    'What is this about?': '¿De qué se trata?',
    'Your message...': 'Su mensaje...',
    'Message sent successfully!': '¡Su mensaje se envió!',
    'Failed to send message. Please try again.':
      'No se pudo enviar el mensaje. Por favor, inténtelo de nuevo.',
    'Send Message': 'Enviar mensaje',
    "You've sent several messages in a short time. Please try again later.":
      'Usted envió varios mensajes en poco tiempo. Por favor, inténtelo más tarde.',
    // built-in mode: the e-mail link at the end of both forms (components/ui/email-instead.tsx)
    'Email this message': 'Enviar este mensaje por correo',
    'Email this report': 'Enviar este reporte por correo',
    'This opens your email app with your message written in; send it from there.':
      'Esto abre su aplicación de correo con su mensaje ya escrito; envíelo desde allí.',
    'This opens your email app with your report written in; send it from there.':
      'Esto abre su aplicación de correo con su reporte ya escrito; envíelo desde allí.',
    'Your message is too long for one email link: the email will have its beginning, ending in […]. Please paste the rest into the email before you send it.':
      'Su mensaje es demasiado largo para un solo enlace de correo: el correo tendrá el comienzo, terminado en […]. Por favor, pegue el resto en el correo antes de enviarlo.',
    'Your note is too long for one email link: the email will have its beginning, ending in […]. Please paste the rest into the email before you send it.':
      'Su nota es demasiado larga para un solo enlace de correo: el correo tendrá el comienzo, terminado en […]. Por favor, pegue el resto en el correo antes de enviarlo.',
    // the subject of a built-in mode e-mail written with none
    'A message from the pediatric urgent care directory':
      'Un mensaje desde el directorio de atención de urgencia pediátrica',

    // — titles, head tags, the site maps
    'This page could not be shown.': 'No se pudo mostrar esta página.',
    '{0}: find pediatric urgent care near you':
      '{0}: encuentre atención de urgencia pediátrica cerca de usted',
    'Western Kentucky Pediatric Urgent Care':
      'Atención de Urgencia Pediátrica del Oeste de Kentucky',
    // the short name is a name: the same in Spanish
    'WKY Kids Care': 'WKY Kids Care',
    'Site Map': 'Mapa del sitio',
    'Every page of the directory: the main pages, every town and every clinic, grouped by city.':
      'Todas las páginas del directorio: las principales, cada localidad y cada clínica, agrupadas por ciudad.',
    'Main Pages': 'Páginas principales',
    // 'Cities ({n})' and the like
    'Cities (': 'Ciudades (',
    'Towns with an Emergency Room but No Listed Clinic (':
      'Localidades con sala de emergencias y sin clínicas en la lista (',
    'All Clinics by City (': 'Todas las clínicas por ciudad (',
    Blog: 'Blog',
    Privacy: 'Privacidad',
    Terms: 'Términos',
    // a town built from its first clinic (no town row)
    'Pediatric Urgent Care in {0}, {1} | Walk-In Clinics':
      'Atención de urgencia pediátrica en {0}, {1} | Clínicas sin cita',
    'Find pediatric urgent care and walk-in clinics in {0}, {1}: hours, open status, phone numbers and directions.':
      'Encuentre atención de urgencia pediátrica y clínicas sin cita en {0}, {1}: horario, si están abiertas, teléfonos y cómo llegar.',
    'Find pediatric urgent care and walk-in clinics in {0}, {1}. See which clinics are open now, their hours, phone numbers and directions.':
      'Encuentre atención de urgencia pediátrica y clínicas sin cita en {0}, {1}. Vea qué clínicas están abiertas ahora, su horario, sus teléfonos y cómo llegar.',
    // schema.org paymentAccepted (search engines may show it)
    'Cash, Credit Card, Insurance':
      'Efectivo, tarjeta de crédito, seguro médico',
  },

  inFile: {
    'src/features/clinic-detail/clinic-head.ts': { Home: 'Inicio' },
    'src/domain/site-pages.ts': { Home: 'Inicio' },
    'src/components/seo/head.tsx': {
      'Page Not Found': 'Página no encontrada',
      'Something went wrong': 'Algo salió mal',
    },
    'src/app/pages/site-maps.tsx': {
      'Loading...': 'Cargando...',
      'XML Site Map': 'Mapa del sitio XML',
    },
    'src/features/clinic-detail/clinic-summary.tsx': {
      ...AT_TIME_TEXTS,
      'Call Now': 'Llamar ahora',
      '(opens in a new tab)': OPENS_IN_NEW_TAB,
    },
    'src/features/clinic-detail/listing-provenance.tsx': {
      '(opens in a new tab)': OPENS_IN_NEW_TAB,
      'Source:': 'Fuente:',
      'Sources:': 'Fuentes:',
    },
    'src/features/clinic-detail/other-clinics.tsx': {
      Call: 'Llamar',
      'View Details': 'Ver detalles',
      // 'View Details [for {clinic}]' (read by screen readers)
      for: 'de',
    },
    // '1★ estrella' / '5★ estrellas' (read by screen readers)
    'src/features/clinic-detail/reviews-section.tsx': { star: 'estrella' },
    'src/features/clinic-detail/weekly-hours.tsx': {
      Hours: 'Horario',
      ...DAY_NAMES,
      // a day the source lists as 'Closed' (patched in, below)
      Closed: 'Cerrado',
    },
    // a number in a message: 5,000 in es-US as in en-US
    'src/domain/contact.ts': { 'en-US': 'es-US' },
  },

  notText: {
    // publishers' names (proper names, shown as they are: 'KFVS12, 2022')
    'src/domain/sources/publishers.ts': true,
    // schema.org types and formats, the serializer's escapes
    'src/domain/seo/json-ld-site.ts': true,
    'src/domain/seo/json-ld.ts': [
      'OpeningHoursSpecification',
      'PostalAddress',
      'MedicalClinic',
      'GeoCoordinates',
      'City',
      'AggregateRating',
      'BreadcrumbList',
      'ListItem',
      'FAQPage',
      'Question',
      'Answer',
      'BlogPosting',
      'Organization',
      'Blog',
      'Mo-Su 00:00-23:59',
      'Hospital',
      'ImagingTest',
      'ContactPoint',
      'https://schema.org/XRay',
    ],
    // sitemap.xml and robots.txt: for crawlers, the same in every language
    'src/domain/seo/sitemap-xml.ts': true,
    'src/app/pages/site-maps.tsx': ['text/plain;charset=utf-8', 'robots.txt'],
    // configuration problems: the build log and the console
    'src/config/read-config.ts': [
      'VITE_SUPABASE_URL is not a valid http(s) URL; using the built-in clinic data.',
      'Only {0} is set; set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to use the database. Using the built-in clinic data.',
      "{0}VITE_SITE_URL is not a valid http(s) URL; using the page's origin.",
      '{0}VITE_IMAGE_ORIGINS: not http(s) origins, ignored: {1}.',
    ],
    'src/config/measurement.ts': true,
    'src/domain/hosting/headers.ts': true,
    'src/domain/measurement/measurement.ts': true,
    // row repairs: the build log and the console
    'src/domain/repair-row.ts': true,
    // requests, IndexedDB and read errors: never shown (pages say their own)
    'src/data/functions.ts': true,
    'src/data/outbox.ts': true,
    'src/data/repository.ts': true,
    'src/data/supabase/emergency-row-schema.ts': true,
    'src/data/supabase/supabase-repository.ts': true,
  },

  patches: {
    // clinic data stays as stored: read in English
    'src/features/clinic-detail/clinic-details.tsx': [
      [
        '<li key={i} className="wrap-anywhere">',
        '<li key={i} lang="en" className="wrap-anywhere">',
      ],
      [
        'className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"',
        'lang="en"\n                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"',
      ],
      [
        '<p key={i} className="wrap-anywhere">',
        '<p key={i} lang="en" className="wrap-anywhere">',
      ],
    ],
    'src/features/clinic-detail/clinic-summary.tsx': [
      // 'Cierra a las 4 PM' / 'Cierra a la 1 PM'
      [
        '<span className="whitespace-nowrap">Closes {status.closesAt}</span>',
        `<span className="whitespace-nowrap">Closes {${atTime('status.closesAt')}}</span>`,
      ],
    ],
    'src/features/clinic-detail/reviews-section.tsx': [
      [
        '<p className="mt-1 text-slate-800">{r.text}</p>',
        '<p lang="en" className="mt-1 text-slate-800">\n                  {r.text}\n                </p>',
      ],
    ],
    // a title and description stored for the clinic are English: the
    // Spanish page says its own
    'src/features/clinic-detail/clinic-head.ts': [
      ['title: clinic.metaTitle ?? `', 'title: `'],
      [
        'description:\n      clinic.metaDescription ??\n      `',
        'description: `',
      ],
    ],
    // the days by name (the English capitalises the id), and a day the
    // source lists as closed in words
    'src/features/clinic-detail/weekly-hours.tsx': [
      [
        'const label = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1)',
        `const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
}
const label = (d: Weekday) => DAY_NAMES[d]`,
      ],
      [
        'const dayHours = (hours: string) => hours',
        "const dayHours = (hours: string) =>\n  /^\\s*closed\\s*$/i.test(hours) ? 'Closed' : hours",
      ],
    ],
    // the page's language for link previews and search engines
    'src/components/seo/head.tsx': [
      [
        '<meta property="og:site_name" content={config.siteName} />',
        '<meta property="og:site_name" content={config.siteName} />\n      <meta property="og:locale" content="es_US" />',
      ],
    ],
    'src/domain/seo/json-ld-site.ts': [
      ["'@type': 'WebSite',", "'@type': 'WebSite',\n    inLanguage: 'es',"],
    ],
    'src/domain/seo/json-ld.ts': [
      [
        "'@type': 'BlogPosting',",
        "'@type': 'BlogPosting',\n    inLanguage: 'es',",
      ],
      ["'@type': 'Blog',", "'@type': 'Blog',\n    inLanguage: 'es',"],
    ],
  },
} satisfies Catalogue
