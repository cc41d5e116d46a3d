import { config } from '@/config/env'
import type { Clinic } from '@/domain/clinic'
import { httpOrigin, isShownImage } from '@/domain/hosting/headers'
import { clinicImageAlt } from '@/domain/clinic-display'
import type { OpenStatusDetail } from '@/domain/hours/open-status'
import { OpenStatusBadge } from '@/components/open-status-badge'

export const CLINIC_PLACEHOLDER_IMAGE = '/images/clinic-placeholder.svg'

/** Where the Content-Security-Policy lets images come from (configuration). */
const IMAGE_ORIGINS = [
  httpOrigin(config.siteUrl),
  httpOrigin(config.supabaseUrl),
  ...config.imageOrigins,
]

/**
 * The clinic's image when the policy lets the browser load it, else null:
 * an image on another origin is neither shown nor announced (og:image,
 * JSON-LD), never added to the policy.
 */
export function shownClinicImage(image: string | null): string | null {
  return isShownImage(image, IMAGE_ORIGINS) ? image : null
}

/**
 * A clinic's image (or the placeholder) with the Open / Closed badge and
 * 'Walk-ins Welcome' over it: the top of a card and of the clinic page.
 */
export function ClinicPhoto({
  clinic,
  status,
  width,
  height,
  eager,
  className,
}: {
  clinic: Clinic
  status: OpenStatusDetail | null
  width: number
  height: number
  eager: boolean
  /** Sizing classes of the image (aspect ratio per breakpoint). */
  className: string
}) {
  // An image the policy does not allow is not shown (never added to it).
  const src = shownClinicImage(clinic.image) ?? CLINIC_PLACEHOLDER_IMAGE
  return (
    <div className="relative">
      {/* A new image is a new element: a card given another clinic never
          shows the previous clinic's photo while the new one loads. */}
      <img
        key={src}
        src={src}
        alt={clinicImageAlt(clinic)}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full bg-blue-50 object-cover ${className}`}
      />
      <div className="absolute top-2 left-2 flex flex-wrap gap-1">
        <OpenStatusBadge status={status} />
        {clinic.acceptsWalkIns ? (
          <span className="inline-flex h-7 items-center rounded-full bg-white px-2 text-sm font-semibold text-blue-900 ring-1 ring-blue-800">
            Walk-ins Welcome
          </span>
        ) : null}
      </div>
    </div>
  )
}
