// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loadBuiltinRepository, setRepository } from '@/data/create-repository'
import { BLOG_ARTICLES } from '@/data/blog/articles'
import { BLOG_CATEGORIES, type BlogArticle } from '@/domain/clinic'
import { parseMarkup } from '@/domain/blog/markup'
import {
  filterByCategory,
  longUsDate,
  relatedArticles,
} from '@/features/blog/blog-rules'
import { jsonLd, renderRoute } from './render-route'
import { wholeText } from '../../support/whole-text'

beforeEach(() => {
  setRepository(loadBuiltinRepository())
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.getElementById('jsonld')?.remove()
})
afterEach(() => vi.restoreAllMocks())

const main = () => screen.getByRole('main')

const article = (over: Partial<BlogArticle>): BlogArticle => ({
  ...BLOG_ARTICLES[0]!,
  ...over,
})

describe('blog rules', () => {
  test('related: other articles sharing the category or a tag, at most 3, in list order', () => {
    const a = article({ slug: 'a', category: 'Prevention', tags: ['flu'] })
    const pool = [
      a,
      article({ slug: 'b', category: 'Prevention', tags: [] }),
      article({ slug: 'c', category: 'Child Health', tags: ['FLU '] }),
      article({ slug: 'd', category: 'Seasonal Health', tags: ['sleep'] }),
      article({ slug: 'e', category: 'Prevention', tags: [] }),
      article({ slug: 'f', category: 'Prevention', tags: ['flu'] }),
    ]
    expect(relatedArticles(a, pool).map((x) => x.slug)).toEqual(['b', 'c', 'e'])
    expect(relatedArticles(pool[3]!, pool)).toEqual([])
  })

  test('related among the three built-in articles', () => {
    const [er, fever, costs] = BLOG_ARTICLES
    expect(relatedArticles(er!, BLOG_ARTICLES).map((a) => a.slug)).toEqual([
      fever!.slug,
      costs!.slug,
    ])
    expect(relatedArticles(fever!, BLOG_ARTICLES)).toEqual([er])
    expect(relatedArticles(costs!, BLOG_ARTICLES)).toEqual([er])
  })

  test('category filter: All, or exactly one category', () => {
    expect(filterByCategory(BLOG_ARTICLES, 'All')).toEqual([...BLOG_ARTICLES])
    expect(
      filterByCategory(BLOG_ARTICLES, 'Common Conditions').map((a) => a.slug),
    ).toEqual(['fever-in-children-when-to-worry'])
    expect(filterByCategory(BLOG_ARTICLES, 'Seasonal Health')).toEqual([])
  })

  test('long US dates', () => {
    expect(longUsDate('2025-10-01')).toBe('October 1, 2025')
    expect(longUsDate('2025-09-15')).toBe('September 15, 2025')
    expect(longUsDate('not a date')).toBe('not a date')
  })
})

describe('the three articles', () => {
  test('read times 8 / 7 / 10 minutes and about 200 words a minute', () => {
    expect(BLOG_ARTICLES.map((a) => a.readTime)).toEqual([8, 7, 10])
    for (const a of BLOG_ARTICLES) {
      const words = a.content.split(/\s+/).filter(Boolean).length
      expect(Math.abs(words / 200 - a.readTime)).toBeLessThan(1)
    }
  })

  test('each uses the markup, ends with the disclaimer and the 911 reminder', () => {
    for (const a of BLOG_ARTICLES) {
      const blocks = parseMarkup(a.content)
      const types = new Set(blocks.map((b) => b.type))
      expect(types).toEqual(
        new Set(['heading', 'subheading', 'list', 'paragraph']),
      )
      expect(BLOG_CATEGORIES).toContain(a.category)
      const tail = a.content.trim().split('\n\n').slice(-2).join(' ')
      expect(tail).toMatch(/general information only and is not medical advice/)
      expect(tail).toMatch(/call 911 right away/)
    }
  })

  test('the articles carry the required guidance and figures', () => {
    const [er, fever, costs] = BLOG_ARTICLES.map((a) => a.content)
    expect(fever).toContain(
      'Any fever of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a doctor right away',
    )
    expect(fever).toMatch(/Never give aspirin/)
    expect(er).toMatch(/100\.4 °F/)
    expect(er).toMatch(/1-800-222-1222/)
    for (const figure of ['$25–75', '$100–200', '$50–150', '$20–100', '$150'])
      expect(costs).toContain(figure)
  })
})

describe('blog list page', () => {
  test('header, category buttons with aria-pressed, and the article cards', async () => {
    renderRoute('/blog')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Health & Urgent Care Blog',
      }),
    ).toBeInTheDocument()
    const group = within(main()).getByRole('group', {
      name: 'Filter articles by category',
    })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All Articles',
      ...BLOG_CATEGORIES,
    ])
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true')
    const cards = within(main()).getAllByRole('article')
    expect(cards).toHaveLength(3)
    const first = cards[0]!
    expect(first).toHaveTextContent('Urgent Care Guide')
    expect(first).toHaveTextContent('8 min read')
    expect(first).toHaveTextContent('By Directory Editorial Team')
    expect(
      within(first).getByRole('heading', {
        level: 2,
        name: 'Urgent Care vs. the Emergency Room: Where to Take Your Child',
      }),
    ).toBeInTheDocument()
    expect(
      within(first).getByRole('link', { name: /^Read More/ }),
    ).toHaveAttribute('href', '/blog/urgent-care-vs-emergency-room-for-kids')
    const img = first.querySelector('img')!
    expect(img).toHaveAttribute('width')
    expect(img).toHaveAttribute('height')
    expect(img.getAttribute('src')).toMatch(/urgent-care-vs-er\.svg/)
  })

  test('the category filter narrows the list and shows the empty state', async () => {
    const user = userEvent.setup()
    renderRoute('/blog')
    const group = await screen.findByRole('group', {
      name: 'Filter articles by category',
    })
    await user.click(
      within(group).getByRole('button', { name: 'Insurance & Costs' }),
    )
    expect(
      within(group).getByRole('button', { name: 'Insurance & Costs' }),
    ).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(group).getByRole('button', { name: 'All Articles' }),
    ).toHaveAttribute('aria-pressed', 'false')
    expect(within(main()).getAllByRole('article')).toHaveLength(1)
    expect(main()).toHaveTextContent('Urgent Care Costs and Insurance')

    await user.click(
      within(group).getByRole('button', { name: 'Seasonal Health' }),
    )
    expect(within(main()).queryAllByRole('article')).toEqual([])
    expect(
      within(main()).getByText('No articles found in this category.'),
    ).toBeInTheDocument()
    expect(
      within(group).getAllByRole('button', { pressed: true }),
    ).toHaveLength(1)

    within(group).getByRole('button', { name: 'All Articles' }).focus()
    await user.keyboard('{Enter}')
    expect(within(main()).getAllByRole('article')).toHaveLength(3)
  })

  test('Blog JSON-LD lists the posts', async () => {
    renderRoute('/blog')
    await screen.findByRole('heading', { level: 1 })
    const ld = (await jsonLd()) as {
      '@type': string
      blogPost: Array<{ headline: string; url: string }>
    }
    expect(ld['@type']).toBe('Blog')
    expect(ld.blogPost.map((p) => p.headline)).toEqual(
      BLOG_ARTICLES.map((a) => a.title),
    )
  })
})

describe('blog article page', () => {
  test('back link, image, category, long date, read time, author, title, excerpt, body, tags and related', async () => {
    renderRoute('/blog/fever-in-children-when-to-worry')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Fever in Children: When to Worry and When to Wait',
      }),
    ).toBeInTheDocument()
    const m = main()
    expect(
      within(m).getByRole('link', { name: 'Back to Blog' }),
    ).toHaveAttribute('href', '/blog')
    expect(m.querySelector('article img')).toHaveAttribute('width', '1200')
    expect(m).toHaveTextContent('Common Conditions')
    expect(within(m).getByText('October 1, 2025')).toHaveAttribute(
      'datetime',
      '2025-10-01',
    )
    expect(m).toHaveTextContent('7 min read')
    expect(m).toHaveTextContent('Directory Editorial Team')
    expect(m).toHaveTextContent(BLOG_ARTICLES[1]!.excerpt)
    expect(
      within(m).getByRole('heading', { level: 2, name: 'Get care right away' }),
    ).toBeInTheDocument()
    expect(
      within(m).getAllByRole('heading', { level: 2 }).length,
    ).toBeGreaterThan(5)
    expect(
      within(m).getByText(
        wholeText(
          'Any fever of 100.4 °F (38 °C) or higher in a baby younger than 3 months needs a doctor right away, even if the baby seems well.',
        ),
      ).tagName,
    ).toBe('STRONG')
    const tags = within(m).getByRole('list', { name: 'Tags' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#fever', '#child health', '#parents'])
    const related = within(m)
      .getByRole('heading', { level: 2, name: 'Related Articles' })
      .closest('section')!
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Urgent Care vs. the Emergency Room: Where to Take Your Child'])
  })

  test('BlogPosting JSON-LD and article metadata', async () => {
    renderRoute('/blog/urgent-care-costs-and-insurance-guide')
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() =>
      // With a site suffix it would pass 60 characters: the name alone.
      expect(document.title).toBe(
        'Urgent Care Costs and Insurance for Kentucky Families',
      ),
    )
    const ld = (await jsonLd()) as Record<string, unknown>
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline:
        'Urgent Care Costs and Insurance: A Guide for Kentucky Families',
      datePublished: '2025-10-10',
      articleSection: 'Insurance & Costs',
    })
    expect(ld.image).toMatch(/^https?:\/\/.+insurance-and-costs\.svg/)
  })

  test('unknown slug: Article Not Found and Return to Blog', async () => {
    renderRoute('/blog/no-such-article')
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Article Not Found',
      }),
    ).toBeInTheDocument()
    expect(
      within(main()).getByRole('link', { name: 'Return to Blog' }),
    ).toHaveAttribute('href', '/blog')
  })
})
