/**
 * Holidays in Spanish (issue 49): the listed holidays' names, the status of
 * a clinic on a holiday (badge and hours line) and the results' note when
 * no clinic has confirmed its holiday hours.
 */
import type { Catalogue } from '../catalogue.ts'

export default {
  texts: {
    // domain/hours/holidays.ts, HOLIDAY_NAMES
    "New Year's Day": 'Año Nuevo',
    'Easter Sunday': 'Domingo de Pascua',
    'Memorial Day': 'Día de los Caídos (Memorial Day)',
    'Independence Day': 'Día de la Independencia',
    'Labor Day': 'Día del Trabajo',
    Thanksgiving: 'Día de Acción de Gracias',
    'Christmas Eve': 'Nochebuena',
    'Christmas Day': 'Navidad',
    "New Year's Eve": 'Nochevieja',
    // The status on a holiday (domain/hours/open-status.ts, the badge)
    // 'Is usually open' (la clínica): 'Suele abrir' would read 'usually
    // opens'; short enough for the badge's least width (min-w-44).
    'Usually open now': 'Suele estar abierta',
    'Holiday hours not confirmed, call first':
      'Horario de feriado sin confirmar, llame antes',
    'Holiday hours {0}': 'Horario de feriado {0}',
    // A card's line and the clinic page's coming holidays (domain/holiday-note.ts)
    '{0} today: {1}': '{0}, hoy: {1}',
    '{0} tomorrow: {1}': '{0}, mañana: {1}',
    'hours not confirmed': 'horario sin confirmar',
    'closed (confirmed)': 'cerrado (confirmado)',
    'holiday hours {0} (confirmed)': 'horario de feriado {0} (confirmado)',
    // {0}: a public source ('del sitio web de la clínica'): not a confirmation
    'closed ({0})': 'cerrado ({0})',
    'holiday hours {0} ({1})': 'horario de feriado {0} ({1})',
    'not confirmed — call before you go': 'sin confirmar — llame antes de ir',
    // {0}/{1}: how and when, as the freshness line says it ('por teléfono
    // en noviembre de 2026', domain/freshness.ts, howAndWhen)
    'closed — confirmed {0}': 'cerrado — confirmado {0}',
    '{0} — confirmed {1}': '{0} — confirmado {1}',
    // {0}: a public source and when ('del sitio web de la clínica, noviembre
    // de 2026'): not a confirmation
    'closed — {0}': 'cerrado — {0}',
    'Coming holidays': 'Próximos feriados',
    // The results (features/search/result-list.tsx)
    'No clinic has confirmed its holiday hours for now: call before you go. In an emergency call':
      'Ninguna clínica ha confirmado su horario de feriado para ahora: llame antes de ir. En una emergencia, llame al',
    '; Poison Control': '; Centro de Toxicología (Poison Control)',
  },
  notText: {
    // The stored exceptions' problems (build log, console, data import).
    'src/domain/hours/hours-exceptions.ts': true,
    // The operators' hours reader: its messages are for ops:apply's
    // terminal, in English, never on a page.
    'src/domain/hours/operator-hours.ts': true,
    // The build's check of the holiday table's years: a build message.
    'src/domain/hours/holiday-table.ts': true,
    // The patched date format (below).
    'src/domain/holiday-note.ts': ['es-US', 'UTC'],
  },
  patches: {
    // The clinic page's coming holidays: 'Jueves, 26 de noviembre', not
    // 'Thursday, noviembre 26' (the English weekday and order).
    'src/domain/holiday-note.ts': [
      [
        'const dateText = `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCDate()}`',
        "const long = new Intl.DateTimeFormat('es-US', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at)\n    const dateText = `${long.charAt(0).toUpperCase()}${long.slice(1)}`",
      ],
    ],
  },
} satisfies Catalogue
