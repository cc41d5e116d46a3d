import type { Clinic } from '@/domain/clinic'
import { fullAddress } from '@/domain/clinic-display'

/**
 * The top of the page of a clinic that has closed for good: its name, and
 * in words (not colour alone) that it has closed and where to go instead.
 * The page stays at its URL, so a parent with an old link or bookmark learns
 * what happened instead of a 'not found'.
 */
export function ClosedClinicNotice({ clinic }: { clinic: Clinic }) {
  return (
    <div className="space-y-3">
      <h1
        id="clinic-name"
        className="text-2xl leading-tight font-bold wrap-anywhere text-slate-900 sm:text-3xl"
      >
        {clinic.name}
      </h1>
      <div
        data-testid="closed-notice"
        className="max-w-prose rounded-lg border border-slate-400 bg-slate-50 p-4 text-slate-900"
      >
        <p className="text-lg font-bold">This clinic has closed</p>
        <p className="mt-1 wrap-anywhere">
          {clinic.name} ({fullAddress(clinic)}) no longer sees patients, so it
          is no longer in our lists. Other clinics in {clinic.city} and the
          nearest emergency room are below.
        </p>
      </div>
    </div>
  )
}
