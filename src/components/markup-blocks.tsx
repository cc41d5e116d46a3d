import type { Block, Inline } from '@/domain/blog/markup'
import { KeepTogether } from '@/components/ui/keep-together'

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.type === 'bold' ? (
          <strong key={i}>
            <KeepTogether text={p.text} />
          </strong>
        ) : (
          <span key={i}>
            <KeepTogether text={p.text} />
          </span>
        ),
      )}
    </>
  )
}

/** Renders parsed article markup as React elements (never innerHTML). */
export function MarkupBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading':
            return (
              <h2 key={i} className="text-xl font-semibold">
                <Inlines parts={b.text} />
              </h2>
            )
          case 'subheading':
            return (
              <h3 key={i} className="font-semibold">
                <Inlines parts={b.text} />
              </h3>
            )
          case 'list':
            return (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Inlines parts={item} />
                  </li>
                ))}
              </ul>
            )
          default:
            return (
              <p key={i}>
                <Inlines parts={b.text} />
              </p>
            )
        }
      })}
    </div>
  )
}
