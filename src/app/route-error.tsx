import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorHead } from '@/components/seo/head'
import { PageShell, useHydratedMarker } from './layout'
import { FallbackLoading, useFallbackBuild } from './fallback-page'
import { KeepTogether } from '@/components/ui/keep-together'

/** Top-level boundary: a friendly page with the 911 notice, never a blank screen. */
export function RouteError() {
  useHydratedMarker()
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const fallback = useFallbackBuild()
  if (!notFound) console.error('Page error:', error)
  if (notFound && fallback)
    return (
      <PageShell>
        <FallbackLoading />
      </PageShell>
    )
  return (
    <>
      <ErrorHead />
      <PageShell>
        <div className="mx-auto max-w-xl py-12 text-center">
          <h1 className="text-2xl font-bold">
            {notFound ? 'Page Not Found' : 'Something went wrong'}
          </h1>
          <p className="mt-3 text-slate-700">
            {notFound
              ? "We couldn't find the page you were looking for."
              : 'Sorry, this page could not be shown. Please try again in a moment.'}
          </p>
          <p className="mt-3 font-semibold text-red-800">
            <KeepTogether
              prose
              text="If your child needs emergency care, call 911 now."
            />
          </p>
          <Link
            to="/"
            className="mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white"
          >
            Back to Home
          </Link>
        </div>
      </PageShell>
    </>
  )
}
