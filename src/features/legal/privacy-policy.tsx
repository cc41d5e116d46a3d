import { config } from '@/config/env'
import { LegalSection, LIST } from './legal-page'

/** The privacy policy's sections: what the site actually collects and why. */
export function PrivacyPolicy() {
  const site = config.siteName
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
        title="Analytics, Advertising and Cookies"
      >
        <p>
          The site uses an analytics service to understand how many people visit
          and which pages are useful, and it shows advertising from a
          third-party advertising network, which helps keep the directory free.
          These services may set cookies or use similar technologies to measure
          visits, limit how often you see an ad, and, where the law allows, show
          ads based on your interests.
        </p>
        <p>
          Information collected this way is handled by those providers under
          their own privacy policies. We do not give them your contact form
          messages or your location.
        </p>
      </LegalSection>

      <LegalSection id="privacy-use" title="How We Use Information">
        <ul className={LIST}>
          <li>To answer your messages and correct clinic listings</li>
          <li>To keep the site working, secure and fast</li>
          <li>To understand which pages help parents, using analytics</li>
          <li>To show advertising that pays for the site</li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use your
          messages for advertising.
        </p>
      </LegalSection>

      <LegalSection id="privacy-health" title="Health Information">
        <p>
          The site does not ask for health information and is not a medical
          service. Please do not include details about your child's health in a
          contact message. If your child needs care, contact a clinic, your
          pediatrician, or call 911 in an emergency.
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
          <li>
            You can block or delete cookies in your browser settings, and opt
            out of interest-based advertising through your device settings or
            industry opt-out pages. Blocking cookies does not stop the directory
            from working.
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
