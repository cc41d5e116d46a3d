/**
 * The town page's text in Spanish: the Spanish build loads this file in place
 * of ./town-content.ts (src/prerender/language/README.md); same exports, keys
 * and figures as the English (tests/unit/i18n/content-es.test.ts).
 *
 * The town page's text: the intro, the count
 * sentence, the five templated sections and the eight FAQ answers, as pure
 * functions of the town's name and clinic count. Informational only: general
 * guidance for parents, never advice about a particular child.
 *
 * Every function returns plain text; the page renders it as text and the
 * FAQPage JSON-LD carries exactly the same strings, so the structured data
 * always matches what the visitor can read.
 */
import { NEARBY_CLINICS_MAX_MILES } from './emergency/towns'
import { formatMiles } from './geo/distance'

/** One question and its answer. */
export interface FaqItem {
  question: string
  answer: string
}

/** The five templated sections, in page order. */
export const TOWN_SECTION_KEYS = [
  'whenToVisit',
  'benefits',
  'preparation',
  'choosing',
  'costs',
] as const

export type TownSectionKey = (typeof TOWN_SECTION_KEYS)[number]

export interface TownSection {
  key: TownSectionKey
  title: string
  /** Paragraphs separated by blank lines (see splitParagraphs). */
  body: string
}

/** Spec figures (section 9, "Informational figures"). */
export const COST_FIGURES = {
  urgentCareCopay: '$25–75',
  uninsuredVisit: '$100–200',
  xRay: '$50–150',
  labs: '$20–100',
  erCopayFrom: '$150',
} as const

const F = COST_FIGURES

/** Paragraphs of a text: split on blank lines, trimmed, empty ones dropped. */
export function splitParagraphs(text: string): string[] {
  return String(text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0)
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

/** formatMiles in Spanish: '1 milla', '12.5 millas'. */
const miles = (distance: number) =>
  formatMiles(distance).replace(/\bmiles?$/, (w) =>
    w === 'mile' ? 'milla' : 'millas',
  )

/** 'N centro de atención de urgencia encontrado' / '… centros … encontrados'. */
export function clinicsFoundText(count: number): string {
  return `${count} ${plural(count, 'centro de atención de urgencia encontrado', 'centros de atención de urgencia encontrados')}`
}

/** The sentence of 'About Pediatric Urgent Care in {name}' with the real count. */
export function townCountSentence(name: string, count: number): string {
  if (count <= 0)
    return `Por el momento, este directorio no tiene ningún centro de atención de urgencia en ${name}.`
  return `Este directorio tiene ${count} ${plural(count, 'centro de atención de urgencia', 'centros de atención de urgencia')} en ${name}.`
}

/** A town page's plain statement when no clinic is listed in the town. */
export function noClinicListedText(name: string): string {
  return `No hay ningún centro de atención de urgencia registrado en ${name}.`
}

/** The nearest listed clinic, named by a town page without clinics of its own. */
export interface NearestClinicFact {
  name: string
  city: string
  /** Miles from the town centre. */
  distance: number
}

/** Description of a town page that lists no clinic in the town. */
export function emergencyTownMetaDescription(
  name: string,
  state: string,
): string {
  return `No hay ningún centro de atención de urgencia registrado en ${name}, ${state}. Los centros de atención de urgencia pediátrica más cercanos, con su distancia, y la sala de emergencias del hospital, abierta las 24 horas, con números de teléfono y cómo llegar.`
}

/** The town's description when its record has none (and for synthetic towns). */
export function townIntro(name: string, state: string): string {
  return `Las familias de ${name}, ${state} pueden usar esta página para encontrar centros de atención de urgencia pediátrica y clínicas sin cita cercanas, ver cuáles están abiertos en este momento, y consultar el horario, los números de teléfono y cómo llegar, todo en un solo lugar.`
}

/** Title for the town page when the record has no meta title. */
export function townMetaTitle(name: string, state: string): string {
  return `Atención de urgencia pediátrica en ${name}, ${state}`
}

/** Description for the town page when the record has no meta description. */
export function townMetaDescription(
  name: string,
  state: string,
  count: number,
): string {
  return `${count} ${plural(count, 'clínica', 'clínicas')} de atención de urgencia pediátrica y sin cita en ${name}, ${state}: cuáles están abiertas ahora, horarios, teléfonos, cómo llegar, costos típicos y respuestas a preguntas comunes.`
}

/** The five templated sections with the town's name inserted. */
export function townSections(name: string): TownSection[] {
  return [
    {
      key: 'whenToVisit',
      title: `Cuándo ir a atención de urgencia pediátrica en ${name}`,
      body: `La atención de urgencia pediátrica en ${name} cubre el espacio entre el médico de siempre de su hijo y la sala de emergencias. Es una buena opción cuando su hijo necesita que lo vean hoy por una enfermedad o una lesión que no pone en peligro su vida, y el consultorio de su pediatra está cerrado o no le puede dar una cita.

Las razones comunes por las que las familias van incluyen fiebre en un niño de más de 3 meses que toma líquidos y está alerta, dolor de oído, dolor de garganta, tos y síntomas de resfriado, un ataque leve de asma, vómitos o diarrea sin señales de deshidratación, sarpullidos, conjuntivitis, cortadas pequeñas que pueden necesitar puntos o pegamento para la piel, y torceduras o posibles fracturas simples.

Vaya a la sala de emergencias, o llame al 911, si su hijo tiene dificultad para respirar, labios azules o grises, una convulsión, un golpe fuerte en la cabeza, un sangrado que no para, señales de deshidratación grave, si es muy difícil despertarlo, o ante cualquier fiebre de 100.4 °F o más en un bebé menor de 3 meses. Si no está seguro, llame a la línea fuera de horario de su pediatra o a la clínica y explique lo que está pasando.`,
    },
    {
      key: 'benefits',
      title: `Ventajas de la atención de urgencia pediátrica en ${name}`,
      body: `Para muchas familias de ${name}, la atención de urgencia significa recibir atención el mismo día sin hacer cita. La mayoría de las clínicas atiende sin cita, y muchas abren por la noche y los fines de semana, que es cuando a menudo aparece un dolor de oído o un tobillo torcido.

Una visita suele costar mucho menos que en la sala de emergencias por el mismo problema menor, y la espera suele ser más corta, porque un departamento de emergencias debe atender primero los casos más graves. Muchos centros de atención de urgencia también pueden tomar radiografías y hacer en el mismo lugar pruebas de estreptococo, de gripe y otras pruebas comunes, así que usted puede salir con una respuesta y un plan.

La atención de urgencia no reemplaza al pediatra de su hijo. Pida a la clínica que le envíe un resumen de la visita al médico de su hijo, y haga el seguimiento con el pediatra como le indiquen, sobre todo en enfermedades de larga duración como el asma.`,
    },
    {
      key: 'preparation',
      title: `Cómo prepararse para una visita de atención de urgencia en ${name}`,
      body: `Antes de salir, llame a la clínica para confirmar que está abierta y que atiende a niños de la edad de su hijo. Algunas clínicas no atienden a bebés pequeños, y el horario puede cambiar en días festivos. Pregunte si la clínica ofrece registro por internet, que puede acortar el tiempo que pasa en la sala de espera.

Lleve la tarjeta del seguro de su hijo (o su tarjeta de Medicaid o KCHIP), una identificación con foto, el nombre y el número de teléfono de su farmacia, y una lista de las medicinas y dosis de su hijo, sus alergias y sus vacunas. Anote cuándo empezaron los síntomas, la temperatura más alta que midió, y cualquier medicina que le dio y a qué hora se la dio.

Lleve un cargador de teléfono, algo de tomar, un refrigerio pequeño si su hijo puede comer, y algo que lo consuele, como su cobija o su libro favorito. Si su hijo tiene una enfermedad de larga duración, lleve el plan de cuidados de su médico.`,
    },
    {
      key: 'choosing',
      title: `Cómo elegir el centro de atención de urgencia adecuado en ${name}`,
      body: `No todos los centros de atención de urgencia están preparados de la misma forma para atender a niños. Cuando compare clínicas en ${name}, busque las que ofrecen atención pediátrica o atienden a pacientes de todas las edades, y revise su horario para los días y las horas en que es más probable que las necesite.

Pregunte si la clínica puede tomar radiografías y hacer análisis de laboratorio en el mismo lugar, si acepta el seguro de su hijo, y si atiende sin cita o prefiere el registro por internet. El horario y la indicación de si está abierta ahora que muestra este directorio vienen de fuentes públicas, así que llame antes de salir para confirmar, sobre todo al final del día.

Conviene elegir una clínica antes de necesitarla. Guarde su número de teléfono y su dirección en su teléfono, fíjese también dónde está la sala de emergencias del hospital más cercano, y tenga a mano el número fuera de horario de su pediatra.`,
    },
    {
      key: 'costs',
      title: `Costos de la atención de urgencia en ${name}`,
      body: `Lo que usted paga depende de su plan de seguro y de la atención que necesite su hijo. Con seguro, una visita de atención de urgencia suele tener un copago de unos ${F.urgentCareCopay}. Sin seguro, una visita básica suele costar unos ${F.uninsuredVisit}.

Las pruebas aumentan la cuenta: una radiografía suele costar unos ${F.xRay}, y los análisis de laboratorio unos ${F.labs}. En comparación, un copago de la sala de emergencias suele empezar en ${F.erCopayFrom}, y la cuenta total por el mismo problema menor suele ser mucho más alta en la sala de emergencias.

Medicaid de Kentucky y KCHIP cubren la atención de urgencia de los niños que califican en las clínicas participantes, y la mayoría de las clínicas aceptan los principales planes privados, pero las redes de proveedores varían según el plan. Llame a la clínica o a su aseguradora para confirmar la cobertura, y si paga por su cuenta, pregunte el precio antes de que atiendan a su hijo. Estas cifras son cálculos generales, no presupuestos.`,
    },
  ]
}

/** The eight town FAQ items, in page order; the first uses the real count. */
export function townFaq(
  name: string,
  state: string,
  count: number,
  /**
   * For a town without clinics: the nearest listed clinic (named in the
   * count answer), or null when none is listed within reach.
   */
  nearest?: NearestClinicFact | null,
): FaqItem[] {
  const countAnswer =
    count <= 0
      ? nearest === undefined
        ? `Por el momento, este directorio no tiene ningún centro de atención de urgencia en ${name}, ${state}. Busque clínicas en ciudades cercanas desde la página de inicio, o llame al pediatra de su hijo para pedir consejo.`
        : nearest === null
          ? `Este directorio no tiene ningún centro de atención de urgencia en ${name}, ${state}, ni a menos de ${NEARBY_CLINICS_MAX_MILES} millas. Llame al pediatra de su hijo para pedir consejo; si la vida corre peligro, llame al 911.`
          : `Este directorio no tiene ningún centro de atención de urgencia en ${name}, ${state}. La clínica registrada más cercana es ${nearest.name}, en ${nearest.city}, a ${miles(nearest.distance)} del centro de la ciudad. El horario puede cambiar, así que llame a la clínica para confirmar antes de ir.`
      : `Este directorio tiene ${count} ${plural(count, 'centro de atención de urgencia', 'centros de atención de urgencia')} en ${name}, ${state}. Cada ficha muestra el horario de la clínica, si está abierta en este momento, su número de teléfono y cómo llegar. El horario puede cambiar, así que llame a la clínica para confirmar antes de ir.`
  return [
    {
      question: `¿Cuántos centros de atención de urgencia hay en ${name}?`,
      answer: countAnswer,
    },
    {
      question:
        '¿Cuándo debo elegir atención de urgencia en lugar de la sala de emergencias?',
      answer:
        'Elija atención de urgencia para problemas que necesitan atención hoy pero que no ponen en peligro la vida, como fiebre en un niño de más de 3 meses que está alerta y toma líquidos, dolor de oído, dolor de garganta, síntomas leves de asma, cortadas pequeñas, torceduras y sarpullidos. Vaya a la sala de emergencias o llame al 911 si su hijo tiene dificultad para respirar, una convulsión, una lesión grave, un sangrado que no para, si es muy difícil despertarlo, o ante cualquier fiebre de 100.4 °F o más en un bebé menor de 3 meses.',
    },
    {
      question: `¿Los centros de atención de urgencia de ${name} atienden sin cita?`,
      answer:
        "La mayoría de los centros de atención de urgencia atienden a pacientes sin cita, y las fichas marcadas con 'Se atiende sin cita' lo indican. Algunas clínicas también ofrecen registro por internet, que puede acortar la espera. Las reglas cambian, así que llame antes si no está seguro.",
    },
    {
      question: `¿Cuál es el horario típico de atención de urgencia en ${name}?`,
      answer:
        'Muchos centros de atención de urgencia abren por la mañana y siguen abiertos hasta la noche entre semana, con un horario más corto los fines de semana, pero el horario exacto cambia de una clínica a otra y en días festivos. Cada ficha muestra el horario de la clínica y, una vez que la página termina de cargar, si está abierta ahora. De noche, por lo general solo se puede recibir atención en la sala de emergencias de un hospital.',
    },
    {
      question: '¿Qué seguros aceptan los centros de atención de urgencia?',
      answer:
        'La mayoría de las clínicas aceptan los principales planes de seguro privados, y muchas aceptan Medicaid de Kentucky y KCHIP, pero las redes de proveedores cambian de una clínica a otra y de un plan a otro. Antes de su visita, llame a la clínica o al número que aparece en su tarjeta del seguro para confirmar que la clínica está dentro de la red. Si no tiene seguro, pregunte el precio para pago por cuenta propia.',
    },
    {
      question:
        '¿Qué problemas de salud puede tratar la atención de urgencia pediátrica?',
      answer:
        'La atención de urgencia por lo general puede tratar fiebre, resfriados, tos, gripe, dolor de garganta e infección de garganta por estreptococo, infecciones de oído, conjuntivitis, ataques leves de asma, vómitos y diarrea sin deshidratación, sarpullidos y picaduras de insectos, quemaduras leves, cortadas pequeñas que necesitan puntos o pegamento, y torceduras o fracturas simples. Los servicios varían, así que revise la ficha de la clínica o llame antes.',
    },
    {
      question: `¿Cuánto cuesta una visita de atención de urgencia en ${name}?`,
      answer: `Con seguro, una visita de atención de urgencia suele tener un copago de unos ${F.urgentCareCopay}. Sin seguro, una visita básica suele costar unos ${F.uninsuredVisit}, más unos ${F.xRay} por una radiografía y ${F.labs} por análisis de laboratorio si su hijo los necesita. Un copago de la sala de emergencias suele empezar en ${F.erCopayFrom}. Pregunte a la clínica sus precios antes de que atiendan a su hijo.`,
    },
    {
      question: `¿Los centros de atención de urgencia de ${name} pueden hacer radiografías y análisis de laboratorio?`,
      answer: `Muchos centros de atención de urgencia pueden tomar radiografías y hacer en el mismo lugar pruebas comunes, como la prueba rápida de estreptococo, de gripe, de COVID-19 y de orina, así que usted recibe los resultados durante la visita. No todas las clínicas tienen equipo de rayos X, así que si cree que su hijo puede tener un hueso roto, llame antes para confirmar. Sin seguro, una radiografía suele costar unos ${F.xRay} y los análisis de laboratorio unos ${F.labs}.`,
    },
  ]
}
