import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { config } from '@/config/env'
import { paths } from '@/domain/paths'
import { KeepTogether } from '@/components/ui/keep-together'

/** The date the legal texts last changed (change it with them). */
export const LEGAL_LAST_UPDATED = 'Last Updated: November 26, 2026'

/** A legal page: title, date, sections, the contact e-mail and 'Return to Home'. */
export function LegalPage({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) {
  return (
    <article className="mx-auto max-w-prose leading-relaxed text-slate-800">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-700">{LEGAL_LAST_UPDATED}</p>
      <div className="mt-6 space-y-8">{children}</div>
      <section aria-labelledby="legal-contact" className="mt-8">
        <h2 id="legal-contact" className="text-xl font-bold text-slate-900">
          Contact Us
        </h2>
        <p className="mt-2">
          If you have questions about this page, write to us at{' '}
          <a
            className="font-semibold wrap-anywhere text-blue-800 underline underline-offset-2"
            href={`mailto:${config.contactEmail}`}
          >
            {config.contactEmail}
          </a>{' '}
          or use the Contact form at the top of any page.
        </p>
      </section>
      <Link
        to={paths.home.getHref()}
        className="mt-8 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
      >
        Return to Home
      </Link>
    </article>
  )
}

/** One numbered-free section of a legal page. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        <KeepTogether prose text={title} />
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  )
}

export const LIST = 'list-disc space-y-1 pl-6'
