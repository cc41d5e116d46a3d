/**
 * The holidays in Spanish (issue 49, src/prerender/language/es/holidays.ts):
 * the badge, the hours line, a card's holiday line, the clinic page's
 * coming holidays and the results' note, as the Spanish build makes them
 * (the domain folder and the badge's labels translated as the build does,
 * run from a temporary copy). 'Cerrado hoy (Navidad)' is made from two
 * translations at once ('Closed today' and the holiday's name), so only the
 * translated code can show it.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WeeklyHours } from '@/domain/clinic'
import type { HoursException } from '@/domain/hours/hours-exceptions'
import type * as OpenStatus from '@/domain/hours/open-status'
import type * as HoursLineText from '@/domain/hours/hours-line-text'
import type * as HolidayNote from '@/domain/holiday-note'
import type * as OpenStatusClasses from '@/components/open-status-classes'
import { applyPatches } from '@/prerender/language/catalogue'
import holidays from '@/prerender/language/es/holidays'
import { spanish } from '@/prerender/language/es/index'
import { translateSource, translationProblem } from '@/prerender/language/texts'

const root = path.resolve(__dirname, '../../..')
const BADGE_FILE = 'src/components/open-status-classes.ts'

function spanishSource(rel: string): string {
  const abs = path.join(root, rel)
  const patched = applyPatches(
    readFileSync(abs, 'utf8'),
    rel,
    spanish.patches?.[rel],
  )
  return translateSource(patched, abs, rel, spanish).code
}

const CHICAGO = 'America/Chicago'
const DAILY = Object.fromEntries(
  [
    'sunday',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
  ].map((d) => [d, '8:00 AM - 8:00 PM']),
) as unknown as WeeklyHours
const confirmed = (
  date: string,
  hours: string | null,
  method: HoursException['method'] = 'call',
): HoursException => ({
  date,
  hours,
  note: null,
  confirmedAt: '2026-12-01T15:00:00.000Z',
  method,
})
const christmasClosed = confirmed('2026-12-25', null)
const eveHours = confirmed('2026-12-24', '9 AM - 1 PM', 'website')
/** Central time, CST (UTC-6). */
const CHRISTMAS_10AM = new Date('2026-12-25T16:00:00Z')
const EVE_10AM = new Date('2026-12-24T16:00:00Z')
const EVE_9PM = new Date('2026-12-25T03:00:00Z')

describe('the holidays catalogue', () => {
  it('has translations that stand for their English texts', () => {
    for (const [key, value] of Object.entries(holidays.texts))
      expect(translationProblem(key, value), key).toBeNull()
  })

  it('changes files that are still valid code', () => {
    for (const rel of Object.keys(holidays.patches)) {
      const out = ts.transpileModule(spanishSource(rel), {
        fileName: rel,
        reportDiagnostics: true,
      })
      expect(out.diagnostics ?? [], rel).toEqual([])
    }
  })
})

describe('the holidays in Spanish', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'es-holidays-'))
    cpSync(path.join(root, 'src/domain'), path.join(dir, 'domain'), {
      recursive: true,
    })
    for (const abs of ts.sys.readDirectory(path.join(root, 'src/domain'), [
      '.ts',
    ])) {
      const rel = path.relative(root, abs).split(path.sep).join('/')
      writeFileSync(
        path.join(dir, path.relative(path.join(root, 'src'), abs)),
        spanishSource(rel),
      )
    }
    // The badge's labels (its only import is a type).
    mkdirSync(path.join(dir, 'components'))
    writeFileSync(
      path.join(dir, 'components/open-status-classes.ts'),
      spanishSource(BADGE_FILE),
    )
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const load = async <T>(rel: string): Promise<T> =>
    (await import(/* @vite-ignore */ path.join(dir, rel))) as T

  it("the badge of a clinic nobody confirmed: 'Suele estar abierta', never 'Abierto ahora'", async () => {
    const { computeOpenStatus } = await load<typeof OpenStatus>(
      'domain/hours/open-status.ts',
    )
    const { badgeOf, OPEN_STATUS_LABELS } = await load<
      typeof OpenStatusClasses
    >('components/open-status-classes.ts')
    const { hoursLineText } = await load<typeof HoursLineText>(
      'domain/hours/hours-line-text.ts',
    )
    const s = computeOpenStatus(
      { weeklyHours: DAILY, timezone: CHICAGO },
      CHRISTMAS_10AM,
    )
    expect(s).toMatchObject({
      state: 'usually-open',
      isOpen: false,
      holiday: 'Navidad',
    })
    expect(badgeOf(s).label).toBe('Suele estar abierta')
    expect(OPEN_STATUS_LABELS['usually-open']).toBe('Suele estar abierta')
    expect(hoursLineText(s)).toBe(
      'Horario de feriado sin confirmar, llame antes',
    )
    // The old wording ('usually opens now') is gone.
    expect(Object.values(OPEN_STATUS_LABELS).join(' ')).not.toMatch(
      /Suele abrir/,
    )
  })

  it("closed by a confirmed exception: 'Cerrado hoy (Navidad)', and the next opening after it", async () => {
    const { computeOpenStatus } = await load<typeof OpenStatus>(
      'domain/hours/open-status.ts',
    )
    const { badgeOf } = await load<typeof OpenStatusClasses>(
      'components/open-status-classes.ts',
    )
    const { hoursLineText } = await load<typeof HoursLineText>(
      'domain/hours/hours-line-text.ts',
    )
    const input = {
      weeklyHours: DAILY,
      timezone: CHICAGO,
      exceptions: [christmasClosed],
    }
    const s = computeOpenStatus(input, CHRISTMAS_10AM)
    expect(s).toMatchObject({
      state: 'closed',
      hoursText: 'Cerrado hoy (Navidad)',
      // The app's own times in Spanish usage (issue 48).
      opensAt: '8\u00a0a.\u00a0m.',
    })
    expect(badgeOf(s).label).toBe('Cerrado')
    expect(hoursLineText(s)).toBe(
      'Cerrado hoy (Navidad) • Abre mañana a las 8\u00a0a.\u00a0m.',
    )
    // Christmas Eve evening: the closed Christmas is skipped, Saturday next.
    expect(hoursLineText(computeOpenStatus(input, EVE_9PM))).toBe(
      '8:00 AM - 8:00 PM • Abre el sábado a las 8\u00a0a.\u00a0m.',
    )
  })

  it('open by confirmed holiday hours: the badge and the hours', async () => {
    const { computeOpenStatus } = await load<typeof OpenStatus>(
      'domain/hours/open-status.ts',
    )
    const { badgeOf } = await load<typeof OpenStatusClasses>(
      'components/open-status-classes.ts',
    )
    const s = computeOpenStatus(
      { weeklyHours: DAILY, timezone: CHICAGO, exceptions: [eveHours] },
      EVE_10AM,
    )
    expect(s).toMatchObject({
      state: 'open',
      hoursText: 'Horario de feriado 9 AM - 1 PM',
      holiday: 'Nochebuena',
    })
    expect(badgeOf(s).label).toBe('Abierto ahora')
  })

  it("a card's holiday line, on the day and the day before", async () => {
    const { holidayNoteOf } = await load<typeof HolidayNote>(
      'domain/holiday-note.ts',
    )
    expect(holidayNoteOf({ timezone: CHICAGO }, CHRISTMAS_10AM)?.text).toBe(
      'Navidad, hoy: horario sin confirmar',
    )
    expect(
      holidayNoteOf(
        {
          timezone: CHICAGO,
          hoursExceptions: [confirmed('2026-11-26', null)],
        },
        new Date('2026-11-25T16:00:00Z'),
      )?.text,
    ).toBe('Día de Acción de Gracias, mañana: cerrado (confirmado)')
    expect(
      holidayNoteOf(
        { timezone: CHICAGO, hoursExceptions: [eveHours] },
        EVE_10AM,
      )?.text,
    ).toBe(
      // taken from its website: where from, not 'confirmado' (issue 51)
      'Nochebuena, hoy: horario de feriado 9 AM - 1 PM (del sitio web de la clínica)',
    )
    expect(
      holidayNoteOf(
        {
          timezone: CHICAGO,
          hoursExceptions: [{ ...eveHours, method: 'call' }],
        },
        EVE_10AM,
      )?.text,
    ).toBe('Nochebuena, hoy: horario de feriado 9 AM - 1 PM (confirmado)')
  })

  it("the clinic page's coming holidays: the date in Spanish, how and when each was confirmed", async () => {
    const { comingHolidays } = await load<typeof HolidayNote>(
      'domain/holiday-note.ts',
    )
    const list = comingHolidays(
      { timezone: CHICAGO, hoursExceptions: [eveHours, christmasClosed] },
      new Date('2026-11-25T16:00:00Z'),
    )
    expect(list.map((h) => `${h.dateText}, ${h.name}: ${h.text}`)).toEqual([
      'Jueves, 26 de noviembre, Día de Acción de Gracias: sin confirmar — llame antes de ir',
      // taken from its website: where from, not 'confirmado' (issue 51)
      'Jueves, 24 de diciembre, Nochebuena: 9 AM - 1 PM — del sitio web de la clínica, diciembre de 2026',
      'Viernes, 25 de diciembre, Navidad: cerrado — confirmado por teléfono en diciembre de 2026',
    ])
  })

  it('the results say no clinic confirmed its holiday hours, with 911 and Poison Control', () => {
    const code = spanishSource('src/features/search/result-list.tsx')
    expect(code).toContain(
      'Ninguna clínica ha confirmado su horario de feriado para ahora: llame antes de ir. En una emergencia, llame al',
    )
    expect(code).toContain('; Centro de Toxicología (Poison Control)')
    expect(code).not.toContain('No clinic has confirmed its holiday hours')
  })
})
