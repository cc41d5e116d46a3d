import { Fragment } from 'react'
import { splitParagraphs, type TownSection } from '@/domain/town-content'
import { AdSlot } from '@/components/ad-slot'
import { KeepTogether } from '@/components/ui/keep-together'

/** How many guide sections come before the ad: it stays well below the emergency rooms' Call and Directions links. */
const SECTIONS_BEFORE_AD = 2

/**
 * The five templated sections; each body is split into paragraphs on blank
 * lines. An ad, where one is configured, after the second.
 */
export function TownSections({ sections }: { sections: TownSection[] }) {
  return (
    <div className="mt-10 space-y-8">
      {sections.map((s, i) => (
        <Fragment key={s.key}>
          {i === SECTIONS_BEFORE_AD ? (
            <AdSlot position="town-guide" className="max-w-prose" />
          ) : null}
          <section
            aria-labelledby={`town-section-${s.key}`}
            data-section={s.key}
            className="max-w-prose"
          >
            <h2
              id={`town-section-${s.key}`}
              className="text-xl font-bold text-slate-900"
            >
              {s.title}
            </h2>
            <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
              {splitParagraphs(s.body).map((p, i) => (
                <p key={i}>
                  <KeepTogether text={p} />
                </p>
              ))}
            </div>
          </section>
        </Fragment>
      ))}
    </div>
  )
}
