import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'

export interface Crumb {
  name: string
  /** Omitted for the current page (the last crumb). */
  to?: string
}

/** Home > … > current page; the last crumb is marked aria-current="page". */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-slate-700">
        {items.map((item, i) => (
          <li
            key={i}
            className={`flex min-w-0 items-center gap-1 ${
              // On phones the current page (repeated by the h1) is left to
              // screen readers, so the actions come into view sooner.
              item.to === undefined ? 'sr-only sm:not-sr-only sm:flex' : ''
            }`}
          >
            {i > 0 ? (
              <ChevronRight
                aria-hidden="true"
                className="h-4 w-4 shrink-0 text-slate-500"
              />
            ) : null}
            {item.to !== undefined ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2 hover:text-blue-950"
              >
                {item.name}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="inline-flex min-h-11 items-center font-semibold wrap-anywhere text-slate-900"
              >
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The absolute URLs of a breadcrumb, for BreadcrumbList JSON-LD. */
export function crumbUrls(
  items: ReadonlyArray<{ name: string; path: string }>,
  origin: string,
): Array<{ name: string; url: string }> {
  const base = origin.replace(/\/+$/, '')
  return items.map((i) => ({ name: i.name, url: base + i.path }))
}

/** Several JSON-LD nodes in one script: one '@context', an '@graph' of nodes. */
export function jsonLdGraph(...nodes: ReadonlyArray<object>) {
  return {
    '@context': 'https://schema.org',
    '@graph': nodes.map((n) => {
      const rest: Record<string, unknown> = { ...n }
      delete rest['@context']
      return rest
    }),
  }
}
