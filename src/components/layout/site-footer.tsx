import { Link } from 'react-router'
import { config } from '@/config/env'
import { paths } from '@/domain/paths'
import { useNow } from '@/hooks/use-now'
import type { CityCount } from '@/domain/clinic'
import { KeepTogether } from '@/components/ui/keep-together'

export function SiteFooter({ cities }: { cities: CityCount[] }) {
  // The year comes from the visitor's clock after hydration, never from the
  // build: until then its box (four tabular digits wide) stays empty.
  const now = useNow()
  return (
    <footer className="isolate border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold text-slate-900">
            About
          </h2>
          <p className="mt-2">
            {config.siteName} is a trusted directory of pediatric urgent care
            centers in Western Kentucky, built to help parents find care that is
            open now.
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-slate-900">
            Quick Links
          </h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link className="underline" to={paths.home.getHref()}>
                Home
              </Link>
            </li>
            <li>
              <Link className="underline" to={paths.blog.getHref()}>
                Health Blog
              </Link>
            </li>
            <li>
              <Link className="underline" to={paths.privacy.getHref()}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="underline" to={paths.terms.getHref()}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold text-slate-900">
            Contact
          </h2>
          <p className="mt-2">
            <a className="underline" href={`mailto:${config.contactEmail}`}>
              {config.contactEmail}
            </a>
          </p>
        </section>
      </div>
      {cities.length > 0 ? (
        <nav
          aria-labelledby="footer-cities"
          className="mx-auto max-w-6xl px-4 pb-6"
        >
          <h2 id="footer-cities" className="font-semibold text-slate-900">
            Browse by City
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-5">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link
                  className="inline-flex min-h-11 items-center underline"
                  to={paths.town.getHref(c.slug)}
                >
                  {c.city} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mx-auto max-w-6xl border-t border-slate-200 px-4 py-4 text-sm">
        <p>
          {config.siteName}{' '}
          <KeepTogether
            prose
            text="is an informational directory. In case of emergency, call 911."
          />
        </p>
        <p className="mt-1">
          ©{' '}
          <span
            data-testid="footer-year"
            className="inline-block w-[4ch] text-left tabular-nums"
          >
            {now ? now.getFullYear() : ''}
          </span>{' '}
          {config.siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
