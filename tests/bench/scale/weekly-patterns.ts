/**
 * Realistic weekly opening patterns of U.S. urgent care centres, written the
 * way the directory's data writes hours ("8:00 AM - 8:00 PM", "Closed"), with
 * the special-hours labels each pattern earns (the data's special_hours words).
 */
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@/domain/clinic'

export interface WeeklyPattern {
  name: string
  weight: number
  hours: WeeklyHours
}

function week(weekdays: string, saturday: string, sunday: string): WeeklyHours {
  return {
    sunday,
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday,
  }
}

const C = 'Closed'

/** Weights are rough shares of a national directory (they sum to 100). */
export const WEEKLY_PATTERNS: readonly WeeklyPattern[] = [
  {
    name: 'weekdays 8-8, weekends 9-5',
    weight: 26,
    hours: week('8:00 AM - 8:00 PM', '9:00 AM - 5:00 PM', '9:00 AM - 5:00 PM'),
  },
  {
    name: 'every day 8-8',
    weight: 15,
    hours: week('8:00 AM - 8:00 PM', '8:00 AM - 8:00 PM', '8:00 AM - 8:00 PM'),
  },
  {
    name: 'weekdays 8-8, Saturday 8-4, closed Sunday',
    weight: 12,
    hours: week('8:00 AM - 8:00 PM', '8:00 AM - 4:00 PM', C),
  },
  {
    name: 'weekdays 7-7, weekends 8-4 (opens early)',
    weight: 9,
    hours: week('7:00 AM - 7:00 PM', '8:00 AM - 4:00 PM', '8:00 AM - 4:00 PM'),
  },
  {
    name: 'every day 9-9',
    weight: 8,
    hours: week('9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM', '9:00 AM - 9:00 PM'),
  },
  {
    name: 'weekdays 8-5, closed weekends (occupational)',
    weight: 8,
    hours: week('8:00 AM - 5:00 PM', C, C),
  },
  {
    name: 'weekdays 8-6, Saturday 9-1, closed Sunday',
    weight: 7,
    hours: week('8:00 AM - 6:00 PM', '9:00 AM - 1:00 PM', C),
  },
  {
    name: 'weekdays 7:30-7:30, weekends 9-3',
    weight: 5,
    hours: week('7:30 AM - 7:30 PM', '9:00 AM - 3:00 PM', '9:00 AM - 3:00 PM'),
  },
  {
    name: 'pediatric after-hours: weekdays 5-11 PM, weekends noon-10 PM',
    weight: 4,
    hours: week(
      '5:00 PM - 11:00 PM',
      '12:00 PM - 10:00 PM',
      '12:00 PM - 10:00 PM',
    ),
  },
  {
    name: 'open 24 hours',
    weight: 3,
    hours: week(
      '12:00 AM - 12:00 AM',
      '12:00 AM - 12:00 AM',
      '12:00 AM - 12:00 AM',
    ),
  },
  {
    name: 'overnight: every day 6 PM - 2 AM',
    weight: 3,
    hours: week('6:00 PM - 2:00 AM', '6:00 PM - 2:00 AM', '6:00 PM - 2:00 AM'),
  },
]

/** Minutes since midnight of "8:00 AM" / "12:00 PM" (the patterns' format). */
function minutesOf(time: string): number {
  const m = /^(\d{1,2}):(\d{2}) ([AP])M$/.exec(time.trim())
  if (!m) throw new Error(`weekly-patterns: bad time ${time}`)
  const hour = Number(m[1]) % 12
  return (m[3] === 'P' ? hour + 12 : hour) * 60 + Number(m[2])
}

function range(text: string | null): { open: number; close: number } | null {
  if (!text || text === C) return null
  const [open, close] = text.split(' - ')
  if (!open || !close) throw new Error(`weekly-patterns: bad range ${text}`)
  return { open: minutesOf(open), close: minutesOf(close) }
}

const WEEKEND: readonly Weekday[] = ['saturday', 'sunday']

/**
 * Special-hours labels a pattern earns: 24/7 Open (open every day round the
 * clock), After Hours (some day closes at 6 PM or later, or overnight), Late
 * Night (some day closes after 9 PM or overnight), Early Morning (some day
 * opens before 8 AM), Weekend Hours (open Saturday or Sunday).
 */
export function specialHoursOf(hours: WeeklyHours): string[] {
  const ranges = WEEKDAYS.map((d) => range(hours[d]))
  const labels: string[] = []
  if (ranges.every((r) => r && r.open === r.close)) labels.push('24/7 Open')
  const overnight = (r: { open: number; close: number }) => r.close <= r.open
  if (ranges.some((r) => r && (overnight(r) || r.close >= 18 * 60)))
    labels.push('After Hours')
  if (ranges.some((r) => r && (overnight(r) || r.close > 21 * 60)))
    labels.push('Late Night')
  if (ranges.some((r) => r && r.open < 8 * 60)) labels.push('Early Morning')
  if (WEEKEND.some((d) => range(hours[d]) !== null))
    labels.push('Weekend Hours')
  return labels
}
