import { WEEKDAYS, type Clinic, type Weekday } from '@/domain/clinic'
import { telHref } from '@/domain/clinic-display'
import { resolveTimeZone } from '@/domain/hours/open-status'
import { zonedTime } from '@/domain/hours/zoned-time'
import { useNow } from '@/hooks/use-now'
import { comingHolidays } from '@/domain/holiday-note'
import { BUILD_DATE } from '@/config/env'

/** Monday first, as business hours are usually listed in the US. */
const ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

const label = (d: Weekday) => d.charAt(0).toUpperCase() + d.slice(1)
/** A day's hours as the source writes them ('8:00 AM - 8:00 PM', 'Closed'). */
const dayHours = (hours: string) => hours

/**
 * The week's hours as listed by the source. Today's row (in the clinic's
 * zone) is marked only once the clock is known, after hydration. A clinic
 * a check found closed for now keeps its usual hours listed, said to be its
 * usual ones, with no row marked as today's. No hours at all: 'Hours
 * unknown', asking to call only when there is a number to call.
 */
export function WeeklyHours({ clinic }: { clinic: Clinic }) {
  const now = useNow()
  const closedForNow = clinic.status === 'temporarily_closed'
  const today =
    now && !closedForNow
      ? zonedTime(now, resolveTimeZone(clinic.timezone)).weekday
      : null
  const known = ORDER.some((d) => clinic.weeklyHours[d])
  return (
    <section aria-labelledby="weekly-hours">
      <h2 id="weekly-hours" className="text-xl font-bold text-slate-900">
        Hours
      </h2>
      {known && closedForNow ? (
        <p
          data-testid="usual-hours-note"
          className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950"
        >
          Temporarily closed. These are its usual hours, not this week&apos;s:
          call before you go.
        </p>
      ) : null}
      {known ? (
        <table className="mt-2 w-full max-w-md text-left">
          <caption className="sr-only">Opening hours by day</caption>
          <tbody>
            {ORDER.map((d) => (
              <tr
                key={d}
                aria-current={d === today ? 'date' : undefined}
                className={`border-b border-slate-100 ${d === today ? 'bg-blue-50 font-semibold' : ''}`}
              >
                <th
                  scope="row"
                  className="py-1.5 pr-4 pl-2 font-medium sm:w-44"
                >
                  {label(d)}
                  {d === today ? (
                    <span className="ml-1 text-sm font-normal text-slate-600">
                      (today)
                    </span>
                  ) : null}
                </th>
                <td className="py-1.5 pr-2">
                  {clinic.weeklyHours[d] ? (
                    // One line, one text: today's row turns bold after
                    // hydration, and pieces after a bolder time would move.
                    <span className="whitespace-nowrap">
                      {dayHours(clinic.weeklyHours[d])}
                    </span>
                  ) : (
                    <span className="text-slate-600">Not listed</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p data-testid="no-hours" className="mt-2 text-slate-800">
          {telHref(clinic.phone)
            ? 'Hours unknown — call before you go.'
            : 'Hours unknown.'}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        Times are local to the clinic. Holiday hours may differ.
      </p>
      <ComingHolidays clinic={clinic} now={now} />
    </section>
  )
}

/**
 * The listed holidays of the next 30 days with what is known of each (a
 * confirmed exception, or not confirmed: call). Judged at the build's day
 * until the clock is known, as the freshness line is, so the list is in the
 * prerendered page and does not appear later.
 */
function ComingHolidays({ clinic, now }: { clinic: Clinic; now: Date | null }) {
  const coming = comingHolidays(clinic, now ?? BUILD_DATE)
  if (coming.length === 0) return null
  return (
    <section aria-labelledby="coming-holidays" className="mt-3">
      <h3 id="coming-holidays" className="font-semibold text-slate-900">
        Coming holidays
      </h3>
      <ul className="mt-1 space-y-1">
        {coming.map((h) => (
          <li
            key={h.date}
            data-testid="coming-holiday"
            data-confirmed={h.confirmed ? 'true' : 'false'}
            className={h.confirmed ? 'text-slate-800' : 'text-amber-950'}
          >
            <span className="font-medium">
              {h.dateText}, {h.name}:
            </span>{' '}
            {h.text}
          </li>
        ))}
      </ul>
    </section>
  )
}
