import { config } from '@/config/env'
import { measurementConfig } from '@/config/measurement'
import { paths } from '@/domain/paths'
import type { HeadFn } from '@/components/seo/head'
import { LegalPage } from '@/features/legal/legal-page'
import { PrivacyPolicy } from '@/features/legal/privacy-policy'
import { TermsOfService } from '@/features/legal/terms-of-service'
import { privacyDescription } from '@/features/legal/measurement-text'

export const privacyHead: HeadFn = () => ({
  title: 'Privacy Policy',
  description: privacyDescription(config.siteName, measurementConfig),
  path: paths.privacy.getHref(),
})

export const termsHead: HeadFn = () => ({
  title: 'Terms of Service',
  description: `Terms for using ${config.siteName}: a directory only, not medical advice. In an emergency, call 911.`,
  path: paths.terms.getHref(),
})

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyPolicy />
    </LegalPage>
  )
}

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <TermsOfService />
    </LegalPage>
  )
}
