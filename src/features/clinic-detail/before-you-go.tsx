import { Check, CircleHelp } from 'lucide-react'
import type { Clinic } from '@/domain/clinic'
import { telHref } from '@/domain/clinic-display'
import { beforeYouGo } from '@/domain/before-you-go-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * 'Before you go': each fact a parent needs before driving that we have
 * confirmed (youngest age seen, Medicaid/KCHIP, X-ray on site, last check-in,
 * languages), with the month it was confirmed; the unknown ones named in one
 * line of what to ask. Nothing here is guessed.
 */
export function BeforeYouGo({ clinic }: { clinic: Clinic }) {
  const { known, ask } = beforeYouGo(
    clinic.facts,
    clinic.verification,
    telHref(clinic.phone) !== null,
  )
  return (
    <section
      aria-labelledby="before-you-go"
      data-testid="before-you-go"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="before-you-go" className="text-xl font-bold text-slate-900">
        Before you go
      </h2>
      {known.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {known.map((f) => (
            <li key={f.field} data-fact={f.field} className="flex gap-2">
              <Check
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-green-800"
              />
              <span>
                <span className="font-semibold text-slate-900">
                  <KeepTogether prose text={f.text} />
                </span>{' '}
                <span className="text-sm whitespace-nowrap text-slate-700">
                  {f.confirmed}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {ask ? (
        <p
          data-testid="ask-when-you-call"
          className="mt-2 flex gap-2 text-slate-800"
        >
          <CircleHelp
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 shrink-0 text-slate-600"
          />
          <span>
            <KeepTogether prose text={ask} />
          </span>
        </p>
      ) : null}
    </section>
  )
}
