import { lazy, Suspense } from 'react'
import { useInAppLinkClick } from '@/hooks/use-in-app-link-click'
import type { ClinicMapProps } from './clinic-map-props'

/**
 * The map (Leaflet and its CSS, one chunk: clinic-map), loaded the first
 * time it is shown, never with the page. A failed load (offline) says so.
 */
const ClinicMap = lazy(() =>
  import('./clinic-map').then(
    (m) => ({ default: m.ClinicMap }),
    () => ({
      default: () => (
        <p role="alert">The map could not load. The list still works.</p>
      ),
    }),
  ),
)

/**
 * The map view of the results: the count, then the map; a placeholder of
 * the map's size holds its place while it loads.
 */
export function MapResults(props: ClinicMapProps) {
  const n = props.clinics.length
  return (
    // Popup links ('View Details') navigate inside the app: their clicks are
    // caught here as they bubble up (the links are keyboard-operable).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="space-y-3" onClick={useInAppLinkClick()}>
      <h2 className="text-xl font-bold">
        {n} {n === 1 ? 'clinic' : 'clinics'} found
      </h2>
      <Suspense
        fallback={
          <div aria-busy="true" className="h-[60vh] min-h-80 bg-slate-100" />
        }
      >
        <ClinicMap {...props} />
      </Suspense>
    </div>
  )
}
