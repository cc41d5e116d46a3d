import { Link } from 'react-router'
import { Clock } from 'lucide-react'
import { paths } from '@/domain/paths'
import type { BlogArticle } from '@/domain/clinic'

/** Image, category, 'N min read', title, excerpt, author and 'Read More'. */
export function ArticleCard({
  article,
  headingLevel = 2,
  eager = false,
}: {
  article: BlogArticle
  headingLevel?: 2 | 3
  eager?: boolean
}) {
  const href = paths.article.getHref(article.slug)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <img
        src={article.image}
        alt=""
        width={600}
        height={315}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[40/21] h-auto w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-900">
            {article.category}
          </span>
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
            {article.readTime} min read
          </span>
        </p>
        <Heading className="text-lg leading-snug font-bold text-slate-900">
          <Link
            to={href}
            className="underline-offset-2 hover:text-blue-900 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="flex-1 text-slate-700">{article.excerpt}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <span className="text-sm text-slate-700">By {article.author}</span>
          <Link
            to={href}
            className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950"
          >
            Read More<span className="sr-only">: {article.title}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
