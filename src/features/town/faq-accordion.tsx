import { useId, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '@/domain/town-content'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * The FAQ accordion: at most one item open; clicking the
 * open item closes it. Each question is a button in a heading with
 * aria-expanded and aria-controls; closed answers stay in the DOM, hidden.
 */
export function FaqAccordion({
  title,
  items,
}: {
  title: string
  items: readonly FaqItem[]
}) {
  const [open, setOpen] = useState<number | null>(null)
  const base = useId()
  return (
    <section aria-labelledby={`${base}-title`} className="mt-10">
      <h2 id={`${base}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item, i) => {
          const expanded = open === i
          const buttonId = `${base}-q${i}`
          const panelId = `${base}-a${i}`
          return (
            <div key={i}>
              <h3 className="m-0">
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : i)}
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
                >
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={`h-5 w-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-4 pb-4 leading-relaxed text-slate-800"
              >
                <p>
                  <KeepTogether text={item.answer} />
                </p>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
