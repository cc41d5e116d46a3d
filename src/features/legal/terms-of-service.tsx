import { config } from '@/config/env'
import { measurementConfig, type MeasurementConfig } from '@/config/measurement'
import { LegalSection, LIST } from './legal-page'
import { adNetworkName } from './measurement-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * The terms' sections: informational only, no medical advice, call 911, and
 * the rest; advertising as this build configures it.
 */
export function TermsOfService({
  measurement = measurementConfig,
}: {
  measurement?: Pick<MeasurementConfig, 'analytics' | 'ads'>
}) {
  const site = config.siteName
  const { ads } = measurement
  return (
    <>
      <p>
        These terms apply to your use of {site} (the "site"). By using the site,
        you agree to them. If you do not agree, please do not use the site.
      </p>

      <LegalSection
        id="terms-directory"
        title="A Directory Only, Not Medical Advice"
      >
        <p>
          <strong>
            {site} is an informational directory only. It does not provide
            medical advice, diagnosis or treatment.
          </strong>{' '}
          Articles, town pages and clinic listings are general information and
          are not a substitute for the advice of a doctor or other qualified
          health professional. Using the site does not create a doctor-patient
          relationship with us or with any clinic listed.
        </p>
        <p>
          We do not run, own or endorse any clinic in the directory, and a
          listing is not a recommendation.
        </p>
      </LegalSection>

      <LegalSection id="terms-emergency" title="In an Emergency, Call 911">
        <p>
          <strong>
            <KeepTogether
              prose
              text="If you or your child may be having a medical emergency, call 911 immediately."
            />
          </strong>{' '}
          Do not rely on the site, or wait for a reply to a message, in an
          emergency.
        </p>
      </LegalSection>

      <LegalSection
        id="terms-verify"
        title="Verify Information with the Clinic"
      >
        <p>
          Clinic names, addresses, phone numbers, hours, services, insurance and
          open-now status come from public sources and can be incomplete, out of
          date or wrong. Open-now status is calculated in your browser from
          listed hours and does not account for holidays, weather or other
          closures.{' '}
          <strong>
            Always verify information directly with the clinic before you go.
          </strong>
        </p>
        <p>
          Cost figures in articles and on town pages are general estimates, not
          quotes. Check prices and coverage with the clinic and your insurer.
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title="Using the Site">
        <p>You agree not to:</p>
        <ul className={LIST}>
          <li>use the site for any unlawful purpose;</li>
          <li>
            send false, abusive or harmful messages through the contact form;
          </li>
          <li>
            try to disrupt the site, get around its security, or copy the
            directory in bulk by automated means.
          </li>
        </ul>
      </LegalSection>

      <LegalSection
        id="terms-ads"
        title={ads ? 'Advertising and Third-Party Links' : 'Third-Party Links'}
      >
        {ads ? (
          <p>
            Health articles and town pages show advertising from{' '}
            {adNetworkName(ads.scriptUrl)}. We do not choose or endorse the
            individual ads, and an ad is not a recommendation of any product,
            service or provider. Ads never appear on clinic listings or
            emergency information.
          </p>
        ) : (
          <p>The site shows no advertising.</p>
        )}
        <p>
          Links to clinic websites, maps and other sites are provided for
          convenience. We are not responsible for their content or practices.
        </p>
      </LegalSection>

      <LegalSection id="terms-content" title="Our Content">
        <p>
          The site's articles, text and design belong to {site} or its
          licensors. You may share links to any page and print pages for your
          own, non-commercial use.
        </p>
      </LegalSection>

      <LegalSection
        id="terms-warranty"
        title="No Warranty; Limitation of Liability"
      >
        <p>
          The site is provided "as is" and "as available", without warranties of
          any kind, including that the information is accurate, complete or
          current, or that the site will always be available.
        </p>
        <p>
          To the fullest extent allowed by law, {site} is not liable for any
          loss or harm that results from using or relying on the site or on any
          clinic listed in it.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="Governing Law">
        <p>
          These terms are governed by the laws of the Commonwealth of Kentucky,
          without regard to its conflict-of-law rules. Any dispute about the
          site will be handled in the state or federal courts located in
          Kentucky.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="Changes to These Terms">
        <p>
          We may update these terms from time to time. The date at the top shows
          when they last changed. Continuing to use the site after a change
          means you accept the updated terms.
        </p>
      </LegalSection>
    </>
  )
}
