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
    'Usually open now': 'Suele abrir ahora',
    'Holiday hours not confirmed, call first':
      'Horario de feriado sin confirmar, llame antes',
    'Holiday hours {0}': 'Horario de feriado {0}',
    // A card's line and the clinic page's coming holidays (domain/holiday-note.ts)
    '{0} today: {1}': '{0}, hoy: {1}',
    '{0} tomorrow: {1}': '{0}, mañana: {1}',
    'hours not confirmed — call first': 'horario sin confirmar — llame antes',
    'closed (confirmed)': 'cerrado (confirmado)',
    'holiday hours {0} (confirmed)': 'horario de feriado {0} (confirmado)',
    'not confirmed — call before you go': 'sin confirmar — llame antes de ir',
    'closed — confirmed {0}': 'cerrado — confirmado en {0}',
    '{0} — confirmed {1}': '{0} — confirmado en {1}',
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
  },
} satisfies Catalogue
