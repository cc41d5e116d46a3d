import { measurementConfig, type AdPosition } from '@/config/measurement'

/** The reserved size of every ad (a medium rectangle: fits a 360 px screen). */
export const AD_WIDTH = 300
export const AD_HEIGHT = 250

/**
 * A place for one ad, only where this build configures a slot for `position`
 * (else nothing). Its size is reserved in the HTML, so the ad moves nothing
 * when it arrives; it is labelled 'Advertisement'. src/measure.ts fills it
 * after the page is idle, or collapses it (no consent signal, no ad, an ad
 * that failed). Only content pages place one, never near a Call, Directions
 * or 911 control (src/README.md, Decisions).
 */
export function AdSlot({
  position,
  className = '',
}: {
  position: AdPosition
  /** Width limits of the column it sits in (it centres itself there). */
  className?: string
}) {
  const id = measurementConfig.ads?.slots[position]
  if (!id) return null
  return (
    <aside
      aria-label="Advertisement"
      data-ad={id}
      data-ad-position={position}
      className={`my-10 flex flex-col items-center ${className}`}
    >
      <p className="text-xs tracking-wide text-slate-700 uppercase">
        Advertisement
      </p>
      <div
        data-ad-box=""
        style={{ width: AD_WIDTH, height: AD_HEIGHT }}
        className="mt-1 max-w-full overflow-hidden bg-slate-50"
      />
    </aside>
  )
}
