import { useLocation, useNavigation } from 'react-router'
import { LoaderCircle } from 'lucide-react'

/**
 * True while the router is loading another page of the same kind (e.g. from
 * one clinic page to another): the current page then shows its loading text
 * instead of the old content. `prefix` is a path prefix such as '/clinic/'.
 */
export function useLoadingSameRoute(prefix: string): boolean {
  const navigation = useNavigation()
  const location = useLocation()
  const next = navigation.location
  return (
    navigation.state === 'loading' &&
    next !== undefined &&
    next.pathname.startsWith(prefix) &&
    next.pathname !== location.pathname
  )
}

/** A polite loading message with a spinner (spinner hidden from AT). */
export function LoadingMessage({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-40 items-center justify-center gap-2 py-12 text-lg text-slate-700"
    >
      <LoaderCircle
        aria-hidden="true"
        className="h-6 w-6 animate-spin text-blue-800 motion-reduce:animate-none"
      />
      {text}
    </div>
  )
}
