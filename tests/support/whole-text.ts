/**
 * A Testing Library matcher for an element whose whole text is `text`, even
 * when parts of it sit in their own spans (the no-break rule keeps 'call
 * 911' or '3 months' whole in a `white-space: nowrap` span): the innermost
 * such element.
 */
export const wholeText =
  (text: string) =>
  (_content: string, el: Element | null): boolean =>
    el?.textContent === text &&
    !Array.from(el.children).some((c) => c.textContent === text)
