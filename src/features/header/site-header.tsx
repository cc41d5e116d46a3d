import { Link, NavLink } from 'react-router'
import { HeartPulse, MessageCircle } from 'lucide-react'
import { config } from '@/config/env'
import { paths } from '@/domain/paths'
import { useContact } from '@/features/contact'

export function SiteHeader() {
  const { openContact, preloadContact } = useContact()
  const intent = { onPointerEnter: preloadContact, onFocus: preloadContact }
  const nav =
    'inline-flex min-h-11 items-center rounded px-2 font-medium text-slate-700 hover:text-blue-800 aria-[current=page]:text-blue-800 aria-[current=page]:underline sm:px-3'
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
        <Link
          to={paths.home.getHref()}
          className="flex min-h-11 items-center gap-2 rounded"
        >
          <HeartPulse
            aria-hidden="true"
            className="h-7 w-7 shrink-0 text-blue-800"
          />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-blue-900 sm:text-lg">
              {config.siteName}
            </span>
            <span className="text-sm text-slate-600">
              Pediatric Urgent Care Directory
            </span>
          </span>
        </Link>
        <div className="flex flex-wrap items-center gap-1 sm:gap-2">
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
              <li>
                <button
                  type="button"
                  className={nav}
                  {...intent}
                  onClick={() => openContact()}
                >
                  Contact
                </button>
              </li>
            </ul>
          </nav>
          <button
            type="button"
            {...intent}
            onClick={() => openContact()}
            className="inline-flex min-h-11 items-center gap-1 rounded bg-blue-800 px-3 font-semibold text-white hover:bg-blue-900"
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">Contact Support</span>
            <span className="sm:hidden">Support</span>
          </button>
          <p className="hidden font-semibold text-red-700 lg:block">
            Emergency: 911
          </p>
        </div>
      </div>
    </header>
  )
}
