import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router'
import { HelmetProvider } from 'react-helmet-async'
import { routes } from './app/routes'
import { computeHead, HeadTags, type HeadMatch } from './components/seo/head'
export { getRepository, setRepository } from './data/create-repository'

const handler = createStaticHandler(routes)

export interface RenderedPage {
  html: string
  head: string
  status: number
}

/** Renders one route to HTML at build time (loaders run here, once). */
export async function render(
  pathname: string,
  origin: string,
): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(pathname, origin)))
  if (context instanceof Response)
    throw new Error(`${pathname}: loader returned a ${context.status} response`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <HelmetProvider>
        <StaticRouterProvider router={router} context={context} />
      </HelmetProvider>
    </StrictMode>,
  )
  const error = context.errors ? Object.values(context.errors)[0] : undefined
  const matches: HeadMatch[] = context.matches.map((m) => ({
    handle: m.route.handle,
    params: m.params,
    pathname: m.pathname,
    data: context.loaderData[m.route.id],
  }))
  const head = renderToStaticMarkup(
    <HeadTags spec={computeHead(matches, error)} withJsonLd />,
  )
  return { html, head, status: context.statusCode }
}
