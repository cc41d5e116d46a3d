import type { Weekday } from '../../../src/domain/clinic.ts'

/** A weekday as sheets and pages print it: 'Sun' … 'Sat'. */
export const SHORT_WEEKDAY: Readonly<Record<Weekday, string>> = {
  sunday: 'Sun',
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
}
