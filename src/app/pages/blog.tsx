import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { siteOrigin, config } from '@/config/env'
import { paths } from '@/config/paths'
import { BLOG_ARTICLES } from '@/data/blog/articles'
import type { BlogArticle } from '@/domain/clinic'
import { blogJsonLd, blogPostingJsonLd } from '@/domain/seo/json-ld'
import { parseMarkup } from '@/domain/blog/markup'
import type { HeadFn } from '@/components/seo/head'
import { MarkupBlocks } from '@/components/markup-blocks'

export const blogHead: HeadFn = () => ({
  title: 'Health & Urgent Care Blog',
  description:
    'Guides for parents on urgent care, fever, costs and insurance in Western Kentucky.',
  path: '/blog',
  jsonLd: blogJsonLd({
    origin: siteOrigin(),
    name: `${config.siteName} Blog`,
    articles: [...BLOG_ARTICLES],
  }),
})

export function BlogIndexPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Health &amp; Urgent Care Blog</h1>
      <ul className="mt-4 space-y-4">
        {BLOG_ARTICLES.map((a) => (
          <li key={a.slug} className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-600">
              {a.category} · {a.readTime} min read
            </p>
            <h2 className="text-lg font-semibold">
              <Link
                className="text-blue-800 underline"
                to={paths.article.getHref(a.slug)}
              >
                {a.title}
              </Link>
            </h2>
            <p className="text-slate-700">{a.excerpt}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}

interface ArticleData {
  article: BlogArticle | null
}

export function articleLoader({ params }: LoaderFunctionArgs): ArticleData {
  return { article: BLOG_ARTICLES.find((a) => a.slug === params.slug) ?? null }
}

export const articleHead: HeadFn = ({ data, pathname }) => {
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
    path: pathname,
    ogType: 'article',
    jsonLd: blogPostingJsonLd(a, siteOrigin()),
  }
}

export function BlogArticlePage() {
  const { article } = useLoaderData() as ArticleData
  if (!article)
    return (
      <div className="py-12 text-center">
        <h1 className="text-2xl font-bold">Article Not Found</h1>
        <Link className="mt-6 inline-block text-blue-800 underline" to="/blog">
          Return to Blog
        </Link>
      </div>
    )
  return (
    <article className="max-w-prose">
      <Link className="text-blue-800 underline" to="/blog">
        Back to Blog
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{article.title}</h1>
      <p className="mt-2 text-slate-700">{article.excerpt}</p>
      <div className="mt-4">
        <MarkupBlocks blocks={parseMarkup(article.content)} />
      </div>
    </article>
  )
}
