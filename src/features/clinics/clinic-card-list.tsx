import { memo, useRef } from 'react'
import type { Clinic } from '@/domain/clinic'
import { useInAppLinkClick } from '@/hooks/use-in-app-link-click'
import { useNow } from '@/hooks/use-now'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'
import { ClinicCard } from './clinic-card'

/** A card renders again only when its clinic or the clock changes. */
const ListedCard = memo(ClinicCard)

/**
 * A list of clinic cards with one clock (every badge shows the same instant)
 * and one click handler routing their links inside the app.
 *
 * Cards are keyed by position: when a filter changes the list, the cards on
 * screen are given the new clinics (React updates their text) instead of
 * being unmounted and built again, which is most of the cost of a filter
 * click on a long list. Each card's ids, labels and links follow its clinic.
 * Once the list has been drawn, a card that is off screen skips style,
 * layout and paint until scrolled near again, keeping its height
 * (useSkipOffscreen).
 */
export function ClinicCardList({
  clinics,
  className,
}: {
  clinics: readonly Clinic[]
  /** Grid classes of the list. */
  className: string
}) {
  const now = useNow()
  const onClick = useInAppLinkClick()
  const list = useRef<HTMLUListElement>(null)
  useSkipOffscreen(list, 'children', clinics.length)
  return (
    // The listener only catches clicks bubbling up from the cards' own links,
    // which are focusable and keyboard-operable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul ref={list} className={className} onClick={onClick}>
      {clinics.map((c, i) => (
        <li key={i} className="[contain-intrinsic-block-size:auto_30rem]">
          <ListedCard clinic={c} now={now} eager={i < 2} />
        </li>
      ))}
    </ul>
  )
}
