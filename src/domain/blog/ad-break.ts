/**
 * Where an article's ad goes (src/app/pages/blog.tsx). Its own module: the
 * blog page is its only user, so it stays in that page's chunk.
 */
/** How many blocks an article shows before its first ad. */
export const BLOCKS_BEFORE_AD = 3

/**
 * Where an article's ad goes: after its third block, or before the heading
 * that block is (an ad never parts a heading from its text).
 */
export function articleAdBreak(
  blocks: ReadonlyArray<{ type: string }>,
): number {
  let at = BLOCKS_BEFORE_AD
  while (at > 1 && blocks[at - 1]?.type.endsWith('heading')) at--
  return at
}
