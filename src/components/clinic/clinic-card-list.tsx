import {
  Component,
  memo,
  useDeferredValue,
  useMemo,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react'
import type { Clinic } from '@/domain/clinic'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { clinicFreshness } from '@/domain/freshness'
import { useInAppLinkClick } from '@/hooks/use-in-app-link-click'
import { useNow } from '@/hooks/use-now'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'
import { ClinicCard } from './clinic-card'

type CardProps = Parameters<typeof ClinicCard>[0]

/**
 * A card renders again only when what it shows changes: its clinic's facts,
 * or, as the clock moves, its open status or freshness line. The minute's
 * tick then re-renders only the cards whose status changed.
 */
const ListedCard = memo(ClinicCard, sameCard)

/**
 * Cards drawn in the same task as the change that brought them: the first
 * screen (two rows of the two-column grid; a phone shows less than two
 * cards at once).
 */
export const FIRST_SCREEN = 4

/**
 * A list of clinic cards with one clock (every badge shows the same instant)
 * and one click handler routing their links inside the app.
 *
 * Cards are keyed by clinic: when a filter changes the list, the cards of the
 * clinics that stay are the same elements, and React skips them (ListedCard);
 * only the clinics that come are drawn. Of those, the first screen is drawn
 * at once and the rest, off screen, in a transition right after (an empty
 * item of the card's estimated height until then), so the tap's own task
 * stays short however long the list.
 * Once the list has been drawn, a card that is off screen skips style,
 * layout and paint until scrolled near again, keeping its height
 * (useSkipOffscreen). Focus stays on its clinic's card (KeepFocus).
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
  useSkipOffscreen(list, 'children', clinics)
  // The list whose cards are all drawn: the previous one during the urgent
  // update, this one in the transition that follows.
  const drawn = useDeferredValue(clinics)
  const rows = useMemo(() => listRows(drawn, clinics), [drawn, clinics])
  return (
    // The listener only catches clicks bubbling up from the cards' own links,
    // which are focusable and keyboard-operable themselves.
    <KeepFocus list={list}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={list} className={className} onClick={onClick}>
        {rows.map(({ clinic, at, state }) => (
          <li
            key={clinic.uuid}
            hidden={state === LEAVING}
            className="[contain-intrinsic-block-size:auto_30rem]"
          >
            {state === LATER ? (
              <div aria-hidden="true" className="h-[30rem]" />
            ) : (
              <ListedCard clinic={clinic} now={now} eager={at < 2} />
            )}
          </li>
        ))}
      </ul>
    </KeepFocus>
  )
}

const SHOWN = 0
/** Not drawn yet: below the first screen, drawn in the transition. */
const LATER = 1
/** Left the list: hidden, removed in the transition. */
const LEAVING = 2

interface Row {
  clinic: Clinic
  /** Its place in its list (the new one, or the old for a leaving card). */
  at: number
  state: typeof SHOWN | typeof LATER | typeof LEAVING
}

/**
 * The items to render for `next` while `drawn` is the list whose cards are
 * all drawn. Equal: every card. Else (the urgent update of a change): the
 * cards of `next` that were drawn and its first screen, empty items for the
 * rest; and, when both lists keep their common clinics in the same order (a
 * filter added or removed), the cards leaving kept in their places, hidden,
 * so the urgent update removes nothing either.
 */
function listRows(drawn: readonly Clinic[], next: readonly Clinic[]): Row[] {
  if (drawn === next)
    return next.map((clinic, at) => ({ clinic, at, state: SHOWN }))
  const wasDrawn = new Set(drawn.map((c) => c.uuid))
  const rows = next.map((clinic, at): Row => ({
    clinic,
    at,
    state: at < FIRST_SCREEN || wasDrawn.has(clinic.uuid) ? SHOWN : LATER,
  }))
  const stays = new Set(next.map((c) => c.uuid))
  const merged: Row[] = []
  let j = 0
  for (const [at, clinic] of drawn.entries()) {
    if (!stays.has(clinic.uuid)) {
      merged.push({ clinic, at, state: LEAVING })
      continue
    }
    // Newcomers first, then this clinic: else the order changed.
    while (j < rows.length && !wasDrawn.has(rows[j]!.clinic.uuid))
      merged.push(rows[j++]!)
    if (rows[j]?.clinic.uuid !== clinic.uuid) return rows
    merged.push(rows[j++]!)
  }
  return merged.concat(rows.slice(j))
}

function sameCard(a: CardProps, b: CardProps): boolean {
  if (a.eager !== b.eager || !sameFacts(a.clinic, b.clinic)) return false
  if (a.now === b.now) return true
  if (!a.now || !b.now) return false
  const was = clinicOpenStatus(a.clinic, a.now)
  const is = clinicOpenStatus(b.clinic, b.now)
  return (
    sameFields(was, is) &&
    sameFields(
      clinicFreshness(a.clinic, a.now),
      clinicFreshness(b.clinic, b.now),
    )
  )
}

/**
 * The same clinic object, or a copy with the same fields (a search gives
 * each result a new object carrying its distance).
 */
function sameFacts(a: Clinic, b: Clinic): boolean {
  return a === b || sameFields(a, b)
}

/** Shallow equality of two records (null and undefined alike only when equal). */
function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  const keys = Object.keys(a) as (keyof T)[]
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((k) => Object.is(a[k], b[k]))
}

/**
 * Gives focus back to the card link that had it when an update moved its
 * card (a live data refresh reordered the list, say): the browser lets go of
 * focus on an element that is moved. Read before React changes the DOM
 * (getSnapshotBeforeUpdate, which only a class has). A card that left the
 * list takes focus with it: focus is let go, never moved to another clinic.
 */
class KeepFocus extends Component<{
  list: RefObject<HTMLElement | null>
  children: ReactNode
}> {
  override getSnapshotBeforeUpdate(): HTMLElement | null {
    const focused = document.activeElement
    return focused instanceof HTMLElement &&
      this.props.list.current?.contains(focused)
      ? focused
      : null
  }
  override componentDidUpdate(
    _props: unknown,
    _state: unknown,
    focused: HTMLElement | null,
  ) {
    if (
      focused &&
      document.activeElement !== focused &&
      this.props.list.current?.contains(focused)
    )
      focused.focus()
  }
  override render() {
    return this.props.children
  }
}
