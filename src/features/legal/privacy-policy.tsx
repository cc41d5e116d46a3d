import { config } from '@/config/env'
import { measurementConfig, type MeasurementConfig } from '@/config/measurement'
import { LegalSection, LIST } from './legal-page'
import { adNetworkName, analyticsHost } from './measurement-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * The privacy policy's sections: what the site actually collects and why,
 * from this build's configuration (analytics and ads are said only when on).
 */
export function PrivacyPolicy({
  measurement = measurementConfig,
}: {
  measurement?: Pick<MeasurementConfig, 'analytics' | 'ads'>
}) {
  const site = config.siteName
  const { analytics, ads } = measurement
  return (
    <>
      <p>
        {site} ("we", "us") is a free, read-only directory of pediatric urgent
        care and walk-in clinics in Western Kentucky. There are no accounts and
        no sign-in. This policy explains what information the site handles, why,
        and the choices you have.
      </p>

      <LegalSection id="privacy-collect" title="Information We Collect">
        <p>
          <strong>Messages you send us.</strong> When you use the Contact form
          (including 'Suggest a correction'), we receive the name, e-mail
          address, subject and message you type. The form sends them to our
          hosted backend, which stores the message and forwards it to us through
          an e-mail delivery service. To prevent abuse, it also keeps a one-way
          scrambled (hashed) form of your IP address with the message to limit
          how many messages can be sent in a short time. We use this information
          only to read and answer your message, to correct the directory, and to
          stop spam.
        </p>
        <p>
          <strong>Reports about a listing.</strong> When you answer 'Is this
          information right?' on a clinic page, we receive which clinic, what
          you chose, and the note and e-mail address you add (both optional).
          They are stored by our hosted backend with a hashed form of your IP
          address, used only to limit how many reports can be sent and to count
          separate visitors. They are not sent to the clinic. We use them only
          to check and correct the directory, and to reply if you asked us to.
        </p>
        <p>
          <strong>Locations you search for.</strong> When you type a city,
          address or ZIP code and search, that text (with ", Kentucky, USA"
          added) is sent to a public geocoding service to turn it into map
          coordinates. We do not store your searches.
        </p>
        <p>
          <strong>Your current location.</strong> If you choose 'Use current
          location', your browser asks for your permission first. Your position
          is used only inside your browser to work out distances to clinics. It
          is never sent to us and never stored.
        </p>
        <p>
          <strong>Technical information.</strong> Like any website, the services
          that host the site and its clinic data receive standard technical
          information with each request, such as your IP address, browser type
          and the page requested, and may keep it briefly in server logs for
          security and reliability.
        </p>
      </LegalSection>

      <LegalSection
        id="privacy-cookies"
        title={
          analytics || ads
            ? 'Analytics, Advertising and Cookies'
            : 'No Analytics, No Advertising, No Cookies'
        }
      >
        {analytics ? (
          <p>
            <strong>Counting visits.</strong> The site counts page views with
            GoatCounter, a counter that uses no cookies, at{' '}
            {analyticsHost(analytics.endpoint)}. For each page you open it sends
            the page's path alone (for example /town/paducah, or the address of
            a clinic's page you opened): never the place or ZIP code you
            searched for, your location, the address you came from, or a clinic
            you called or looked up directions to. Taps on 'Call Now' and
            'Directions' are not counted. Like any request, it carries your IP
            address and browser type.
          </p>
        ) : (
          <p>
            The site uses no analytics: nothing counts or follows your visits.
          </p>
        )}
        {ads ? (
          <p>
            <strong>Advertising.</strong> Health articles and town pages show
            ads from {adNetworkName(ads.scriptUrl)}, which helps keep the
            directory free. Ads never appear on the home page, search results,
            clinic pages, emergency-room lists, the Emergency Info window or the
            Contact form, and never beside a clinic's Call or Directions links.
            We ask for non-personalised ads only: ads chosen for the page, not
            from a profile of you. On those pages the network's script receives
            your IP address, browser type and the page's address (an article or
            a town, never a search you made), and it may set cookies or use
            similar storage on its own domains to limit how often you see an ad,
            to prevent fraud and to measure ads, under its own privacy policy.
          </p>
        ) : (
          <p>The site shows no advertising.</p>
        )}
        <p>
          {analytics || ads
            ? 'The site itself sets no cookies. '
            : 'The site sets no cookies. '}
          On your device it keeps only a copy of its pages so they open offline
          (in your browser's cache for this site), and a message or listing
          report you wrote while offline until it is sent (in your browser's
          storage). If part of a page fails to load, it notes the time of one
          automatic reload for that tab, which your browser forgets when the tab
          is closed.
        </p>
        {analytics || ads ? (
          <p>
            <strong>Turning it off.</strong> When your browser sends Global
            Privacy Control or Do Not Track, the site{' '}
            {analytics && ads
              ? 'counts no visit and shows no ad'
              : analytics
                ? 'counts no visit'
                : 'shows no ad'}
            : nothing is sent to {analytics && ads ? 'either service' : 'it'}.
            We never give {analytics && ads ? 'these services' : 'this service'}{' '}
            your contact messages, listing reports, searches or location.
          </p>
        ) : null}
      </LegalSection>

      <LegalSection id="privacy-use" title="How We Use Information">
        <ul className={LIST}>
          <li>To answer your messages and correct clinic listings</li>
          <li>To keep the site working, secure and fast</li>
          {analytics ? (
            <li>To count which pages are visited, by path only</li>
          ) : null}
          {ads ? <li>To show advertising that pays for the site</li> : null}
        </ul>
        <p>
          We do not sell your personal information, and we do not use your
          messages for advertising.
        </p>
      </LegalSection>

      <LegalSection id="privacy-health" title="Health Information">
        <p>
          <KeepTogether
            prose
            text="The site does not ask for health information and is not a medical service. Please do not include details about your child's health in a contact message. If your child needs care, contact a clinic, your pediatrician, or call 911 in an emergency."
          />
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="Children's Privacy">
        <p>
          The site is meant for parents and caregivers. It is not directed to
          children under 13, and we do not knowingly collect personal
          information from them. If you believe a child has sent us personal
          information, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-choices" title="Your Choices">
        <ul className={LIST}>
          <li>You can use the whole directory without sending us anything.</li>
          <li>
            You can decline or withdraw location permission in your browser
            settings at any time and type a location instead.
          </li>
          {analytics || ads ? (
            <li>
              You can turn on Global Privacy Control or Do Not Track in your
              browser: the site then sends nothing to{' '}
              {analytics && ads
                ? 'its counter or ad network'
                : analytics
                  ? 'its counter'
                  : 'its ad network'}
              . You can also block or delete cookies in your browser settings;
              the directory works the same without them.
            </li>
          ) : null}
          <li>
            You can delete the site's offline copy and any unsent message by
            clearing this site's data in your browser settings.
          </li>
          <li>
            You can ask us to see or delete a message you sent us by writing to
            the address below.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-keep" title="How Long We Keep Information">
        <p>
          We keep contact messages only as long as we need them to answer you
          and to keep a record of corrections to the directory, and then delete
          them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Security">
        <p>
          The site is served over an encrypted connection (HTTPS), and access to
          stored messages is limited to the people who answer them. No method of
          sending or storing data is completely secure, but we take reasonable
          care to protect what you send us.
        </p>
      </LegalSection>

      <LegalSection id="privacy-links" title="Links to Other Websites">
        <p>
          Clinic websites, map directions and sources linked from the directory
          are run by others, with their own privacy policies. We are not
          responsible for their practices.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Changes to This Policy">
        <p>
          We may update this policy from time to time. The date at the top shows
          when it last changed.
        </p>
      </LegalSection>
    </>
  )
}
