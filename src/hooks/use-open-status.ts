import type { Clinic } from '@/domain/clinic'
import {
  computeOpenStatus,
  type OpenStatusDetail,
} from '@/domain/hours/open-status'
import { useNow } from './use-now'

/** The clinic's open status now, or null before hydration (never baked into HTML). */
export function useOpenStatus(clinic: Clinic): OpenStatusDetail | null {
  const now = useNow()
  if (!now) return null
  return computeOpenStatus(
    {
      weeklyHours: clinic.weeklyHours,
      hoursToday: clinic.hours.today,
      timezone: clinic.timezone,
    },
    now,
  )
}
