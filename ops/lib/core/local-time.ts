/**
 * Times as an operator in the clinics' zone reads them: 'Mon Nov 30,
 * 7:12 AM CT' (ISO 8601 only in --json). Pure.
 */

/** The zone of the directory's clinics, for times not tied to one clinic. */
export const DEFAULT_ZONE = 'America/Chicago'

/** 'CST'/'CDT' → 'CT' (the zone as people say it all year); others as Intl names them. */
const generic = (name: string) =>
  /^[A-Z][SD]T$/.test(name) ? `${name[0]}T` : name

/** An instant in `timeZone`, such as 'Mon Nov 30, 7:12 AM CT'. */
export function localTime(at: Date | string, timeZone = DEFAULT_ZONE): string {
  const d = typeof at === 'string' ? new Date(at) : at
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>
  return `${p.weekday} ${p.month} ${p.day}, ${p.hour}:${p.minute} ${p.dayPeriod} ${generic(p.timeZoneName ?? '')}`.trim()
}

/** The wall-clock parts of an instant in `timeZone` (24-hour clock). */
function wallParts(at: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>
}

/**
 * A file name's stamp, in `timeZone`: '2026-12-01-2330' (sorts as it reads;
 * the sheet written at 11:30 PM Central is dated that evening, not tomorrow).
 */
export function localStamp(at: Date | string, timeZone = DEFAULT_ZONE): string {
  const p = wallParts(typeof at === 'string' ? new Date(at) : at, timeZone)
  return `${p.year}-${p.month}-${p.day}-${p.hour}${p.minute}`
}

/** The calendar date of an instant in `timeZone`, '2026-12-01' (what PostgreSQL's `(t at time zone z)::date` gives). */
export function localDate(at: Date | string, timeZone = DEFAULT_ZONE): string {
  const p = wallParts(typeof at === 'string' ? new Date(at) : at, timeZone)
  return `${p.year}-${p.month}-${p.day}`
}

/** A calendar day in `timeZone`, with its year: 'Tue Dec 1, 2026' (commit messages, public notes). */
export function localDay(at: Date | string, timeZone = DEFAULT_ZONE): string {
  const d = typeof at === 'string' ? new Date(at) : at
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  ) as Record<string, string>
  return `${p.weekday} ${p.month} ${p.day}, ${p.year}`
}
