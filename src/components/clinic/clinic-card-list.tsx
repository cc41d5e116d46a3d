import {
  Component,
  memo,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import type { Clinic } from '@/domain/clinic'
import { clinicOpenStatus } from '@/domain/clinic-display'
import { clinicFreshness } from '@/domain/freshness'
import type { FactChoice } from '@/domain/fact-filters'
import { useFactNotes } from '@/hooks/use-fact-notes'
import { useInAppLinkClick } from '@/hooks/use-in-app-link-click'
import { useNow } from '@/hooks/use-now'
import { useSkipOffscreen } from '@/hooks/use-skip-offscreen'
import { ClinicCard } from './clinic-card'

type CardProps = Parameters<typeof ClinicCard>[0]

/**
 * A card renders again only when what it shows changes: its clinic's facts,
 * its notes to ask when calling, or, as the clock moves, its open status or
 * freshness line. The minute's
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
 * clinics that stay are the same elements, and React skips them (ListedCard).
 * The cards of clinics that leave stay too, hidden in their places, while
 * the order allows (a filter added or removed keeps it): a tap back shows
 * them again and creates nothing. Of the clinics that come without a card,
 * the first screen is drawn at once and the rest, off screen, in a
 * transition right after (an empty item of the card's estimated height until
 * then), so the tap's own task stays short however long the list.
 * Once the list has been drawn, a card that is off screen skips style,
 * layout and paint until scrolled near again, keeping its height
 * (useSkipOffscreen). Focus stays on its clinic's card (KeepFocus).
 * With an age or coverage filter on (`askFor`), a card whose clinic has not
 * confirmed it says what to ask (domain/fact-notes.ts, askNotes).
 */
export function ClinicCardList({
  clinics,
  className,
  askFor = null,
  timed = true,
  above = '',
}: {
  clinics: readonly Clinic[]
  /** Grid classes of the list. */
  className: string
  /** The fact filters chosen (null: none). */
  askFor?: FactChoice | null
  /**
   * Whether the order was made with the clock (the answer order puts the
   * clinics open now first; a prerendered list has no clock). When the
   * clock arrives and the cards shown are not the first of the new order,
   * the list is drawn afresh rather than its cards hidden or moved: on a
   * wide screen they are in the first screenful, and cards sliding into new
   * places would shift under a reader's eyes.
   */
  timed?: boolean
  /**
   * What the page draws above the list, as a key (the holiday notice, the
   * emergency rooms first): when the clock brings a change to it, the list
   * is drawn afresh too, as when the order changes — its cards pushed down
   * a line on a wide screen would be a layout shift (0.012 at 1280×800 on
   * Christmas Day, the notice arriving with the clock).
   */
  above?: string
}) {
  const now = useNow()
  const notes = useFactNotes()
  const onClick = useInAppLinkClick()
  const list = useRef<HTMLUListElement>(null)
  // The items last put on the page (hidden ones too), set once committed:
  // a render that is thrown away (a tap during the transition) leaves it.
  const last = useRef<readonly Row[]>([])
  // The cards' keys: from the clock's arrival on, when it changed the cards
  // on the page, those of new elements (set while rendering, as React allows
  // for information from an earlier render).
  const [clock, setClock] = useState({ timed, fresh: false, above })
  if (clock.timed !== timed)
    setClock({
      timed,
      above,
      fresh:
        clock.fresh ||
        (timed &&
          (above !== clock.above ||
            // eslint-disable-next-line react-hooks/refs -- the cards on the page
            !keepsFirst(last.current, clinics))),
    })
  const keyPrefix = clock.fresh ? 'clock:' : ''
  // Whether the items on the page have keys with `keyPrefix`: else this render
  // draws the list afresh, nothing of the old items kept.
  const lastFresh = useRef(clock.fresh)
  // eslint-disable-next-line react-hooks/refs -- the keys of the items on the page
  const redraw = clock.fresh !== lastFresh.current
  useSkipOffscreen(list, 'children', clinics, redraw)
  // The items with the cards below the first screen left to draw.
  const first = useMemo(
    // eslint-disable-next-line react-hooks/refs -- what the page holds, read to place the next items
    () => listRows(redraw ? [] : last.current, false, clinics),
    [clinics, redraw],
  )
  const later = first.some((r) => r.state === LATER)
  // The list whose cards are all drawn: the previous one during the urgent
  // update, this one in the transition that follows; no transition at all
  // (no render after the frame) when every card is drawn at once.
  const drawn = useDeferredValue(later ? clinics : null)
  const rows = useMemo(
    () =>
      later && drawn === clinics
        ? // eslint-disable-next-line react-hooks/refs -- as above
          listRows(redraw ? [] : last.current, true, clinics)
        : first,
    [later, drawn, clinics, first, redraw],
  )
  useLayoutEffect(() => {
    last.current = rows
    lastFresh.current = clock.fresh
  }, [rows, clock.fresh])
  return (
    // The listener only catches clicks bubbling up from the cards' own links,
    // which are focusable and keyboard-operable themselves.
    <KeepFocus list={list}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        // A list drawn afresh is a new element too: the old one pushed down
        // by what arrived above it would count as a shift.
        key={keyPrefix}
        ref={list}
        className={className}
        onClick={onClick}
      >
        {rows.map(({ clinic, at, state }) => (
          <ListRow
            key={keyPrefix + clinic.uuid}
            clinic={clinic}
            now={now}
            eager={at < 2}
            askNotes={notes?.askNotes(clinic, askFor)}
            state={state}
          />
        ))}
      </ul>
    </KeepFocus>
  )
}

/**
 * An item of the list. It renders again only when its state (shown, hidden,
 * not drawn yet) or its card changes: a filter tap renders the items whose
 * state changed and no other (no props compared and written for each of the
 * list's items).
 */
const ListRow = memo(
  function ListRow({ state, ...card }: CardProps & { state: Row['state'] }) {
    return (
      <li
        hidden={state === HIDDEN}
        className="[contain-intrinsic-block-size:auto_30rem]"
      >
        {state === LATER ? (
          <div aria-hidden="true" className="h-[30rem]" />
        ) : (
          <ListedCard {...card} />
        )}
      </li>
    )
  },
  (a, b) => a.state === b.state && sameCard(a, b),
)

const SHOWN = 0
/** Not drawn yet: below the first screen, drawn in the transition. */
const LATER = 1
/** Not in the list: its card kept, hidden. */
const HIDDEN = 2
/**
 * Hidden cards are kept only before this many items (a national directory's
 * lists).
 */
const KEPT = 150

interface Row {
  clinic: Clinic
  /** Its place in its list (the last one it was in, for a hidden card). */
  at: number
  state: typeof SHOWN | typeof LATER | typeof HIDDEN
}

/**
 * The items to render for `next`, given those on the page (`last`). When
 * `last` holds the clinics of `next` in the same order (a filter added or
 * removed), its cards stay where they are: those of `next` shown, the others
 * hidden; the clinics of `next` without a card come in their places. Else
 * (another order) the items of `next` alone. A clinic without a card is drawn
 * at once when it is on the first screen or `all` (the transition), else
 * left for the transition (LATER).
 */
function listRows(
  last: readonly Row[],
  all: boolean,
  next: readonly Clinic[],
): Row[] {
  const place = new Map(next.map((c, at) => [c.uuid, at]))
  const drawn = new Set(
    last.filter((r) => r.state !== LATER).map((r) => r.clinic.uuid),
  )
  const row = (clinic: Clinic, at: number): Row => ({
    clinic,
    at,
    state: all || at < FIRST_SCREEN || drawn.has(clinic.uuid) ? SHOWN : LATER,
  })
  const rows: Row[] = []
  let j = 0
  for (const r of last) {
    const at = place.get(r.clinic.uuid)
    if (at === undefined) {
      if (r.state !== LATER && rows.length < KEPT)
        rows.push({ ...r, state: HIDDEN })
      continue
    }
    // Another order: the new list as it is.
    if (at < j) return next.map(row)
    while (j <= at) rows.push(row(next[j]!, j++))
  }
  while (j < next.length) rows.push(row(next[j]!, j++))
  return rows
}

/**
 * Whether the cards shown on the page (`last`) are the first clinics of
 * `next`, in its order: then the new list only adds cards after them.
 */
function keepsFirst(last: readonly Row[], next: readonly Clinic[]): boolean {
  return last
    .filter((r) => r.state === SHOWN)
    .every((r, j) => next[j]?.uuid === r.clinic.uuid)
}

function sameCard(a: CardProps, b: CardProps): boolean {
  // The same clinic, or a copy with the same fields (a search gives each
  // result a new object carrying its distance). Not `eager`: how to load
  // the photo matters for the first paint; a card a filter moves to the top
  // keeps its own (a lazy photo on screen loads at once).
  if (!sameFields(a.clinic, b.clinic)) return false
  if (!sameNotes(a.askNotes, b.askNotes)) return false
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

/** The same notes, in the same order (a filter change makes new lists). */
function sameNotes(
  a: readonly string[] = [],
  b: readonly string[] = [],
): boolean {
  return a.length === b.length && a.every((note, i) => note === b[i])
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
 * list (hidden) takes focus with it: focus is let go, never moved to another
 * clinic.
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
    if (focused && this.props.list.current?.contains(focused))
      if (focused.closest('[hidden]')) focused.blur()
      else if (document.activeElement !== focused) focused.focus()
  }
  override render() {
    return this.props.children
  }
}
