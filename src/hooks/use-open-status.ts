import type { Clinic } from '@/domain/clinic'
import { clinicOpenStatus } from '@/domain/clinic-display'
import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { useNow } from './use-now'

/** The clinic's open status now, or null before hydration (never baked into HTML). */
export function useOpenStatus(clinic: Clinic): OpenStatusDetail | null {
  return clinicOpenStatus(clinic, useNow())
}
