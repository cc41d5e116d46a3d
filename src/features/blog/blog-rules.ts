import type { BlogArticle, BlogCategory } from '@/domain/clinic'
import { MONTH_NAMES } from '@/domain/clinic-display'

/** Related articles under an article: up to this many. */
export const RELATED_LIMIT = 3

/**
 * Up to 3 other articles that share the category or at least one tag
 * (tags compared ignoring case and surrounding spaces), in list order.
 */
export function relatedArticles(
  article: BlogArticle,
  all: readonly BlogArticle[],
  limit = RELATED_LIMIT,
): BlogArticle[] {
  const norm = (t: string) => t.trim().toLowerCase()
  const tags = new Set(article.tags.map(norm))
  return all
    .filter(
      (a) =>
        a.slug !== article.slug &&
        (a.category === article.category ||
          a.tags.some((t) => tags.has(norm(t)))),
    )
    .slice(0, Math.max(0, limit))
}

/** The blog filter: 'All', or exactly one category. */
export type CategoryFilter = 'All' | BlogCategory

export function filterByCategory(
  articles: readonly BlogArticle[],
  filter: CategoryFilter,
): BlogArticle[] {
  return filter === 'All'
    ? [...articles]
    : articles.filter((a) => a.category === filter)
}

/** 'YYYY-MM-DD' → 'Month D, YYYY' (long US format, no time zone involved). */
export function longUsDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const month = m ? MONTH_NAMES[Number(m[2]) - 1] : undefined
  if (!m || !month) return iso
  return `${month} ${Number(m[3])}, ${m[1]}`
}
