import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react'
import { loadGazetteer, type LocationIndex } from '@/data/gazetteer'
import type { Suggestion } from '@/domain/gazetteer/gazetteer'

/**
 * The gazetteer, asked for on first use (focus or typing): its chunk is
 * never part of the first paint. Null until it has loaded (or if it cannot:
 * the field then simply offers no suggestions).
 */
export function useGazetteer(): {
  gazetteer: LocationIndex | null
  load: () => void
} {
  const [gazetteer, setGazetteer] = useState<LocationIndex | null>(null)
  const load = useCallback(() => {
    loadGazetteer().then(setGazetteer, (e: unknown) =>
      console.warn('The place list could not be loaded', e),
    )
  }, [])
  return { gazetteer, load }
}

interface Props {
  /** The input's id (its <label htmlFor> is the caller's). */
  id: string
  value: string
  onChange: (text: string) => void
  /** A suggestion was chosen: its text is in the field; run the search. */
  onChoose: (text: string) => void
  placeholder?: string
  className?: string
  /** Loads or overrides the suggestions (tests). */
  suggest?: (text: string) => Suggestion[]
}

/**
 * A location field with town and ZIP suggestions from the built-in
 * gazetteer (never from the network), as an ARIA 1.2 combobox: the list
 * opens as the parent types; Down and Up move through it (Alt+Down opens
 * it), Enter chooses (and runs the search), Escape closes it; the number of
 * suggestions is announced politely. Any text can still be typed and
 * submitted with the surrounding form. The caller provides a positioned
 * (relative) container. Memoized: a filter tap renders the panel again, not
 * its location field.
 */
export const LocationCombobox = memo(function LocationCombobox({
  id,
  value,
  onChange,
  onChoose,
  placeholder,
  className,
  suggest,
}: Props) {
  const { gazetteer, load } = useGazetteer()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listId = `${id}-suggestions`
  const optionId = (i: number) => `${id}-suggestion-${i}`

  const suggestions = useMemo(() => {
    if (!open) return []
    if (suggest) return suggest(value)
    return gazetteer ? gazetteer.suggest(value) : []
  }, [open, suggest, gazetteer, value])
  const expanded = suggestions.length > 0
  const activeIndex = active < suggestions.length ? active : -1

  // Announced when the number changes (the text is the same otherwise).
  const count = suggestions.length
  const announcement =
    count === 0
      ? ''
      : `${count} suggestion${count === 1 ? '' : 's'} available. Use the up and down arrows to choose.`

  // A list that opens low on a phone is scrolled into view (the page's
  // scroll-padding keeps it clear of the 911 banner).
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    if (count > 0) listRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [count])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (s: Suggestion) => {
    close()
    onChange(s.value)
    onChoose(s.value)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        if (!open || e.altKey) {
          load()
          setOpen(true)
          if (!e.altKey) setActive(0)
          return
        }
        // Before the list has arrived: the first option, once it does.
        setActive((i) => (count === 0 || i + 1 >= count ? 0 : i + 1))
        return
      case 'ArrowUp':
        if (!expanded) return
        e.preventDefault()
        setActive((i) => (i <= 0 ? count - 1 : i - 1))
        return
      case 'Enter': {
        const chosen = suggestions[activeIndex]
        if (expanded && chosen) {
          e.preventDefault()
          choose(chosen)
        } else close() // the form submits the typed text
        return
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault()
          close()
        }
        return
      case 'Tab':
        close()
        return
    }
  }

  return (
    <>
      <input
        id={id}
        type="text"
        role="combobox"
        inputMode="search"
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined
        }
        placeholder={placeholder}
        value={value}
        onFocus={load}
        onChange={(e) => {
          load()
          onChange(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={className}
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Suggested towns and ZIP codes"
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 text-left text-base text-slate-900 shadow-lg"
      >
        {suggestions.map((s, i) => (
          // The keyboard path is the field's (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={s.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            // Keep the focus in the field: the click chooses.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            onMouseMove={() => setActive(i)}
            className={`flex min-h-11 cursor-pointer flex-wrap items-center gap-x-1 px-3 py-2 ${
              i === activeIndex
                ? 'bg-blue-800 text-white'
                : 'text-slate-900 hover:bg-slate-100'
            }`}
          >
            <OptionText label={s.label} active={i === activeIndex} />
          </li>
        ))}
      </ul>
      {/* Not role=status: the page's one status is the results count. */}
      <span aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </span>
    </>
  )
})

/** 'Paducah, KY · McCracken County': the place strong, the detail after it. */
function OptionText({ label, active }: { label: string; active: boolean }) {
  const cut = label.indexOf(' · ')
  if (cut < 0) return <span className="font-semibold">{label}</span>
  return (
    <>
      <span className="font-semibold">{label.slice(0, cut)}</span>
      <span
        className={`whitespace-nowrap ${active ? 'text-white' : 'text-slate-700'}`}
      >
        {label.slice(cut)}
      </span>
    </>
  )
}
