import type { WeeklyHours } from '@/domain/clinic'
import { clinicWallClock, todayHoursText } from '@/domain/hours/open-status'

/** Today's hours text at an instant, in a zone, as the app reads it. */
export const getTodayHoursText = (
  weeklyHours: Partial<WeeklyHours> | null | undefined,
  hoursToday: string | null | undefined,
  at: Date,
  timeZone: string,
): string | null =>
  todayHoursText(
    { weeklyHours, hoursToday },
    clinicWallClock(timeZone, at)?.weekday ?? null,
  )
