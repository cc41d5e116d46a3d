import { Link } from 'react-router'
import { config } from '@/config/env'
import type { HeadFn } from '@/components/seo/head'

export const privacyHead: HeadFn = () => ({
  title: 'Privacy Policy',
  description: `How ${config.siteName} handles information.`,
  path: '/privacy',
})
export const termsHead: HeadFn = () => ({
  title: 'Terms of Service',
  description: `Terms for using ${config.siteName}.`,
  path: '/terms',
})

function LegalPage({
  title,
  children,
}: {
  title: string
  children: React.ReactNode
}) {
  return (
    <article className="max-w-prose space-y-4 leading-relaxed">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-slate-600">Last Updated: October 15, 2025</p>
      {children}
      <p>
        Questions? Write to{' '}
        <a
          className="text-blue-800 underline"
          href={`mailto:${config.contactEmail}`}
        >
          {config.contactEmail}
        </a>
        .
      </p>
      <Link className="inline-block text-blue-800 underline" to="/">
        Return to Home
      </Link>
    </article>
  )
}

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        {config.siteName} is a read-only directory. There are no accounts. Your
        location is used in your browser only to sort clinics by distance. The
        site carries advertising from an advertising network and uses analytics.
      </p>
    </LegalPage>
  )
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>
        {config.siteName} is a directory only and does not give medical advice.
        In an emergency, call 911. Always verify hours and services with the
        clinic before you go. These terms are governed by the laws of the
        Commonwealth of Kentucky. Ads on this site come from an advertising
        network.
      </p>
    </LegalPage>
  )
}
