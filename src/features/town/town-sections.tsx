import { splitParagraphs, type TownSection } from '@/domain/town-content'

/** The five templated sections; each body is split into paragraphs on blank lines. */
export function TownSections({ sections }: { sections: TownSection[] }) {
  return (
    <div className="mt-10 space-y-8">
      {sections.map((s) => (
        <section
          key={s.key}
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
              <p key={i}>{p}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
