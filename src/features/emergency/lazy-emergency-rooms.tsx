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

/**
 * A lazily loaded section that cannot load says nothing (or its `fallback`)
 * rather than breaking the page.
 */
export class QuietBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode; what?: string },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn(
      `${this.props.what ?? 'The emergency-room section'} could not be loaded`,
      error,
    )
  }
  override render() {
    return this.state.failed
      ? (this.props.fallback ?? null)
      : this.props.children
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
