import { useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { config } from '@/config/env'
import { paths } from '@/domain/paths'
import { useInBrowser } from '@/hooks/external-store'
import { useContact } from '@/features/contact'

/**
 * Two rows on a phone (brand; nav and Contact), under 100 px at 360 px
 * wide, so the first screen goes to the answer; one row from 640 px. One
 * contact entry, 'Contact Support' ('Contact' on a phone): one form, one
 * meaning (src/README.md, Decisions).
 */
export function SiteHeader() {
  const { openContact, preloadContact } = useContact()
  const { pathname, search } = useLocation()
  // The search is in the link once hydrated (the prerendered page has none).
  const inBrowser = useInBrowser()
  const other = `/es${pathname}${inBrowser ? search : ''}`
  const [hint, setHint] = useState(true)
  // Only on the English home, only for a browser set to Spanish: offered,
  // never chosen for the visitor (one URL per language).
  const offerSpanish =
    hint &&
    inBrowser &&
    pathname === '/' &&
    navigator.languages.some((l) => /^es\b/i.test(l))
  const intent = { onPointerEnter: preloadContact, onFocus: preloadContact }
  const nav =
    'inline-flex min-h-11 items-center rounded px-1.5 text-sm whitespace-nowrap font-medium text-slate-700 hover:text-blue-800 aria-[current=page]:text-blue-800 aria-[current=page]:underline sm:px-2 sm:text-base'
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-3 py-0.5 sm:gap-y-1 sm:px-4 sm:py-2">
        <Link
          to={paths.home.getHref()}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded"
        >
          <span
            aria-hidden="true"
            className="card-icon card-icon-heart-pulse h-6 w-6 shrink-0 text-blue-800 sm:h-7 sm:w-7"
          />
          <span className="flex flex-col leading-tight">
            <span className="text-[0.8125rem] font-bold tracking-tight text-blue-900 sm:text-lg sm:tracking-normal lg:text-base lg:leading-7">
              {config.siteName}
            </span>
            <span className="text-xs text-slate-600 sm:text-sm">
              Pediatric Urgent Care Directory
            </span>
          </span>
        </Link>
        <a
          href={other}
          hrefLang="es"
          lang="es"
          className="inline-flex min-h-11 items-center rounded px-1 text-xs font-medium text-blue-800 underline sm:order-last"
        >
          Español
        </a>
        <div className="flex w-full items-center justify-between gap-1 sm:w-auto sm:flex-wrap sm:gap-2">
          <nav aria-label="Main">
            <ul className="flex items-center">
              <li>
                <NavLink to={paths.home.getHref()} end className={nav}>
                  Find Care
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.blog.getHref()} className={nav}>
                  Health Blog
                </NavLink>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            {...intent}
            onClick={() => openContact()}
            className="inline-flex min-h-11 items-center gap-1 rounded bg-blue-800 px-2.5 font-semibold whitespace-nowrap text-white hover:bg-blue-900 sm:px-3"
          >
            <span
              aria-hidden="true"
              className="card-icon card-icon-message-circle hidden h-4 w-4 shrink-0 min-[380px]:block"
            />
            <span className="hidden sm:inline">Contact Support</span>
            <span className="sm:hidden">Contact</span>
          </button>
          <p className="hidden font-semibold text-red-700 lg:block">
            Emergency: 911
          </p>
        </div>
      </div>
      {offerSpanish ? (
        <p
          lang="es"
          className="absolute top-full right-2 z-10 mt-1 flex items-center gap-1 rounded border border-blue-200 bg-white pl-3 text-sm shadow"
        >
          <a
            href={other}
            hrefLang="es"
            className="font-semibold text-blue-800 underline"
          >
            Ver en español
          </a>
          <button
            type="button"
            aria-label="Cerrar"
            className="min-h-11 min-w-11 text-lg text-slate-600"
            onClick={() => setHint(false)}
          >
            ×
          </button>
        </p>
      ) : null}
    </header>
  )
}
