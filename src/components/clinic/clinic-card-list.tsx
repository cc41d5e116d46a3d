import { memo, useLayoutEffect, useRef } from 'react'
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
 * click on a long list. Each card's ids, labels and links follow its clinic,
 * and so does keyboard focus (followFocus): a link in focus never silently
 * turns into another clinic's link.
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
  const shown = useRef(clinics)
  useLayoutEffect(() => {
    const before = shown.current
    shown.current = clinics
    if (list.current && before !== clinics)
      followFocus(list.current, before, clinics)
  }, [clinics])
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

/**
 * When an update gives the focused card another clinic (a live data refresh
 * reordered the list, say), focus moves to the same link of the card now
 * showing the clinic it was on; if that clinic left the list, focus is let go
 * rather than left on a link to another clinic.
 */
function followFocus(
  list: HTMLElement,
  before: readonly Clinic[],
  after: readonly Clinic[],
) {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !list.contains(focused)) return
  const item = focused.closest('li')
  if (!item || item.parentElement !== list) return
  const index = Array.from(list.children).indexOf(item)
  const was = before[index]
  if (!was || after[index]?.uuid === was.uuid) return
  const moved = after.findIndex((c) => c.uuid === was.uuid)
  const action = focused.dataset.cardAction
  const target =
    moved >= 0 && action
      ? list.children[moved]?.querySelector<HTMLElement>(
          `[data-card-action="${action}"]`,
        )
      : null
  if (target) target.focus()
  else focused.blur()
}
