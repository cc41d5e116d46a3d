import { useState } from 'react'
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { Calendar, Clock, User } from 'lucide-react'
import { siteOrigin, config } from '@/config/env'
import { paths } from '@/domain/paths'
import { BLOG_ARTICLES } from '@/data/blog/articles'
import type { BlogArticle } from '@/domain/clinic'
import { blogJsonLd, blogPostingJsonLd } from '@/domain/seo/json-ld'
import { parseMarkup, type Block } from '@/domain/blog/markup'
import { articleAdBreak, BLOCKS_BEFORE_AD } from '@/domain/blog/ad-break'
import type { HeadFn } from '@/components/seo/head'
import { MarkupBlocks } from '@/components/markup-blocks'
import { AdSlot } from '@/components/ad-slot'
import { measurementConfig } from '@/config/measurement'
import { ArticleCard } from '@/features/blog/article-card'
import {
  filterByCategory,
  longUsDate,
  relatedArticles,
  type CategoryFilter,
} from '@/features/blog/blog-rules'
import { CategoryFilterBar } from '@/features/blog/category-filter'
import { BackLink } from '@/components/navigation/back-link'
import { KeepTogether } from '@/components/ui/keep-together'

export const blogHead: HeadFn = () => ({
  title: 'Health & Urgent Care Blog',
  description:
    'Guides for parents on urgent care or the emergency room, fever in children, and urgent care costs and insurance in Western Kentucky.',
  path: paths.blog.getHref(),
  jsonLd: blogJsonLd({
    origin: siteOrigin(),
    name: `${config.siteName} Blog`,
    articles: BLOG_ARTICLES,
  }),
})

export function BlogIndexPage() {
  const [filter, setFilter] = useState<CategoryFilter>('All')
  const shown = filterByCategory(BLOG_ARTICLES, filter)
  return (
    <div>
      <header className="max-w-prose">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Health &amp; Urgent Care Blog
        </h1>
        <p className="mt-2 text-slate-700">
          <KeepTogether
            prose
            text="Plain-language guides for parents and caregivers: when to choose urgent care, how to handle a fever, and what care costs. For general information only; in an emergency, call 911."
          />
        </p>
      </header>
      <div className="mt-5">
        <CategoryFilterBar value={filter} onChange={setFilter} />
      </div>
      <p role="status" className="sr-only">
        {shown.length} {shown.length === 1 ? 'article' : 'articles'} shown
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-slate-800">
          No articles found in this category.
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((a, i) => (
            <li key={a.slug}>
              <ArticleCard article={a} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export interface ArticleData {
  article: BlogArticle | null
}

export function articleLoader({ params }: LoaderFunctionArgs): ArticleData {
  return { article: BLOG_ARTICLES.find((a) => a.slug === params.slug) ?? null }
}

export const articleHead: HeadFn = ({ data }) => {
  const a = (data as ArticleData | undefined)?.article
  if (!a)
    return {
      title: 'Article Not Found',
      description: 'This article does not exist.',
      noindex: true,
    }
  return {
    title: a.metaTitle,
    description: a.metaDescription,
    keywords: a.tags.join(', '),
    path: paths.article.getHref(a.slug),
    ogType: 'article',
    jsonLd: blogPostingJsonLd(a, siteOrigin()),
  }
}

/** The article's text, with an ad after its third block where one is configured. */
function ArticleBody({ blocks }: { blocks: Block[] }) {
  const split =
    measurementConfig.ads?.slots['article-middle'] &&
    blocks.length > BLOCKS_BEFORE_AD
  const at = articleAdBreak(blocks)
  return (
    <div className="mt-6 text-slate-900">
      {split ? (
        <>
          <MarkupBlocks blocks={blocks.slice(0, at)} />
          <AdSlot position="article-middle" />
          <MarkupBlocks blocks={blocks.slice(at)} />
        </>
      ) : (
        <MarkupBlocks blocks={blocks} />
      )}
    </div>
  )
}

export function BlogArticlePage() {
  const { article } = useLoaderData() as ArticleData
  if (!article)
    return (
      <div className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Article Not Found</h1>
        <p className="mt-3 text-slate-800">
          We couldn't find that article. It may have moved.
        </p>
        <Link
          className="mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
          to={paths.blog.getHref()}
        >
          Return to Blog
        </Link>
      </div>
    )
  const related = relatedArticles(article, BLOG_ARTICLES)
  return (
    <div>
      <BackLink to={paths.blog.getHref()}>Back to Blog</BackLink>
      <article className="mx-auto mt-3 max-w-prose">
        <img
          src={article.image}
          alt=""
          width={1200}
          height={630}
          decoding="async"
          className="aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
        />
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-900">
            {article.category}
          </span>
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="h-4 w-4 shrink-0" />
            <time dateTime={article.publishedDate}>
              {longUsDate(article.publishedDate)}
            </time>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
            {article.readTime} min read
          </span>
          <span className="inline-flex items-center gap-1">
            <User aria-hidden="true" className="h-4 w-4 shrink-0" />
            {article.author}
          </span>
        </p>
        <h1 className="mt-3 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">
          {article.title}
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-slate-700">
          {article.excerpt}
        </p>
        <ArticleBody blocks={parseMarkup(article.content)} />
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2">
            {article.tags.map((t) => (
              <li
                key={t}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
              >
                #{t}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      <AdSlot position="article-end" className="mx-auto max-w-prose" />
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2
            id="related-articles"
            className="text-xl font-bold text-slate-900"
          >
            Related Articles
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
