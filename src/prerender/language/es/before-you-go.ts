/**
 * Before you go, in Spanish: the clinic page's block of confirmed facts and
 * what to ask, the card's compact line, the last check-in on the hours lines
 * and the check-in badges, and the facts search engines read.
 */
import type { Catalogue } from '../catalogue.ts'
import { atTime } from './finding.ts'

export default {
  texts: {
    // The clinic page's block (domain/before-you-go-text.ts)
    'Before you go': 'Antes de ir',
    'Sees children of all ages, newborns too':
      'Atiende a niños de todas las edades, también recién nacidos',
    'Sees children {0} years and older': 'Atiende a niños de {0} años o más',
    'Sees children 1 month and older': 'Atiende a niños de 1 mes o más',
    'Sees children {0} months and older': 'Atiende a niños de {0} meses o más',
    'Spanish spoken; an interpreter line for other languages':
      'Se habla español; línea de intérprete para otros idiomas',
    'Spanish spoken': 'Se habla español',
    'Interpreter line for Spanish and other languages':
      'Línea de intérprete para español y otros idiomas',
    'English only': 'Solo inglés',
    'Takes Kentucky Medicaid and KCHIP': 'Acepta Medicaid de Kentucky y KCHIP',
    'Takes some Medicaid/KCHIP plans — ask which':
      'Acepta algunos planes de Medicaid/KCHIP — pregunte cuáles',
    'Does not take Kentucky Medicaid or KCHIP':
      'No acepta Medicaid de Kentucky ni KCHIP',
    'X-ray on site': 'Rayos X en la clínica',
    'No X-ray on site': 'No hay rayos X en la clínica',
    'Checks patients in until closing':
      'Registra pacientes hasta la hora de cierre',
    'Last check-in {0} minutes before closing':
      'Hora límite para registrarse: {0} minutos antes del cierre',
    'youngest age seen': 'edad mínima que atiende',
    'Medicaid/KCHIP': 'Medicaid/KCHIP',
    'X-ray': 'Rayos X',
    'last check-in': 'hora límite para registrarse',
    'Spanish or an interpreter': 'español o intérprete',
    'ask when you call': 'pregunte al llamar',
    'ask before you go': 'pregunte antes de ir',
    'Not confirmed yet — {0}: {1}.': 'Sin confirmar aún — {0}: {1}.',

    // The card's line (domain/before-you-go-card.ts)
    'All ages': 'Todas las edades',
    'Ages {0} yrs+': 'Desde {0} años',
    'Ages {0} mo+': { one: 'Desde {0} mes', other: 'Desde {0} meses' },
    'No Medicaid/KCHIP': 'Sin Medicaid/KCHIP',
    'Some Medicaid plans': 'Algunos planes de Medicaid',
    'No X-ray': 'Sin rayos X',
    Spanish: 'Español',
    Interpreter: 'Intérprete',
    'Confirmed:': 'Confirmado:',

    // The last check-in on the hours lines, and the badges
    '· last check-in {0}': '· último registro {0}',
    '· last check-in': '· último registro',
    'Check-in closing soon': 'El registro cierra pronto',
    'Check-in closed': 'Registro cerrado',

    // schema.org (search engines may show them)
    '{0}, Kentucky Medicaid, KCHIP': '{0}, Medicaid de Kentucky, KCHIP',
    'patient care': 'atención al paciente',
  },
  inFile: {
    // 'Confirmado en noviembre de 2026'
    'src/domain/before-you-go-text.ts': {
      'Confirmed {0}': 'Confirmado en {0}',
    },
  },
  patches: {
    // '· último registro a las 7:30 PM'
    'src/domain/hours/hours-line-text.ts': [
      [
        '` · last check-in ${status.checkin.last}`',
        `\` · last check-in \${${atTime('status.checkin.last')}}\``,
      ],
    ],
    'src/features/clinic-detail/clinic-summary.tsx': [
      [
        '<span className="whitespace-nowrap">{status.checkin.last}</span>',
        `<span className="whitespace-nowrap">{${atTime('status.checkin.last')}}</span>`,
      ],
    ],
  },
} satisfies Catalogue
