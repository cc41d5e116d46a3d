import { PenLine } from 'lucide-react'
import type { Clinic, Provenance } from '@/domain/clinic'
import { fieldConfirmation } from '@/domain/field-confirmation'
import { CONTACT_FIELDS } from '@/domain/verification'
import { useContact } from '@/features/contact'
import { displayedSources } from '@/domain/sources/source-display'
import { provenanceSentence } from '@/domain/sources/provenance-sentence'

const CONFIDENCE_TEXT: Record<NonNullable<Provenance['confidence']>, string> = {
  high: 'High confidence: the details match recent, reliable sources.',
  medium:
    'Medium confidence: the details come from a reliable source but may be out of date.',
  low: 'Low confidence: the details come from older or limited sources. Call the clinic to confirm before you go.',
}

/**
 * 'Where this listing comes from' and how fresh it is: one sentence on what
 * was confirmed when and by what (domain/sources/provenance-sentence.ts),
 * each field a parent relies on (phone, hours, address, website) with when
 * and how it was confirmed, or 'Not confirmed', the record's confidence, and
 * every source of what the page shows, each once, by publisher and year
 * ('KFVS12, 2022'; a saved copy by what it was; internal references are
 * never shown: domain/sources); with 'Suggest a correction', which opens the
 * contact form with the subject filled in.
 */
export function ListingProvenance({ clinic }: { clinic: Clinic }) {
  const { openContact, preloadContact } = useContact()
  const p = clinic.provenance
  const sources = displayedSources(p.sources, p.asOf)
  return (
    <section
      aria-labelledby="about-listing"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 id="about-listing" className="text-xl font-bold text-slate-900">
        Where this listing comes from
      </h2>
      <p data-testid="confirmed" className="mt-2 font-semibold text-slate-900">
        {provenanceSentence(p.asOf, clinic.verification.hours, sources.length)}
      </p>
      <h3 className="mt-3 font-semibold text-slate-900">
        How we know each detail
      </h3>
      <dl data-testid="field-confirmations" className="mt-1 space-y-1">
        {CONTACT_FIELDS.map((f) => {
          const c = fieldConfirmation(f, clinic.verification[f])
          return (
            <div key={f} data-field={f} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-900">{c.label}:</dt>
              <dd className={c.confirmed ? 'text-slate-900' : 'text-slate-700'}>
                {c.text}
              </dd>
            </div>
          )
        })}
      </dl>
      {p.confidence ? (
        <p className="mt-1 text-slate-800">{CONFIDENCE_TEXT[p.confidence]}</p>
      ) : null}
      {sources.length > 0 ? (
        <div className="mt-2">
          <p className="text-slate-800">
            {sources.length === 1 ? 'Source:' : 'Sources:'}
          </p>
          <ul data-testid="sources" className="mt-1 space-y-1">
            {sources.map((s) => (
              <li key={s.text}>
                {s.href ? (
                  <a
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2"
                  >
                    <span lang="en">{s.text}</span>
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="inline-flex min-h-11 items-center text-slate-800">
                    {s.text}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 text-slate-800">
        Hours and services change. If something here is wrong or out of date,
        please tell us.
      </p>
      <button
        type="button"
        onPointerEnter={preloadContact}
        onFocus={preloadContact}
        onClick={() => openContact(`Correction: ${clinic.name}`, clinic.uuid)}
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded border border-blue-800 bg-white px-4 font-semibold text-blue-900 hover:bg-blue-50"
      >
        <PenLine aria-hidden="true" className="h-4 w-4 shrink-0" />
        Suggest a correction
      </button>
    </section>
  )
}
