import {
  Component,
  lazy,
  Suspense,
  type ComponentProps,
  type ReactNode,
} from 'react'
import type * as RoomsModule from './emergency-rooms'

let loading: Promise<typeof RoomsModule> | null = null

/**
 * The emergency-room section's code, fetched with the emergency-department
 * read it always waits for (after a search, or when the Emergency Info
 * dialog has a place): it is never part of the home page's first load. A
 * failed fetch is forgotten, so the next call tries again.
 */
export function loadEmergencyRooms(): Promise<typeof RoomsModule> {
  loading ??= import('./emergency-rooms').catch((e: unknown) => {
    loading = null
    throw e
  })
  return loading
}

const Rooms = lazy(() =>
  loadEmergencyRooms().then((m) => ({ default: m.EmergencyRooms })),
)

/** A section that cannot load says nothing rather than breaking the page. */
class QuietBoundary extends Component<
  { children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn('The emergency-room section could not be loaded', error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * `EmergencyRooms` for the home page and the Emergency Info dialog, where it
 * only ever appears after an emergency-department read that also fetched
 * its code (`loadEmergencyRooms`), so it shows with its data. Town pages,
 * prerendered, use `EmergencyRooms` itself.
 */
export function LazyEmergencyRooms(
  props: ComponentProps<typeof RoomsModule.EmergencyRooms>,
) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Rooms {...props} />
      </Suspense>
    </QuietBoundary>
  )
}
