import {
  data,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { paths } from '@/domain/paths'
import { Layout, rootLoader } from './layout'
import { RouteError } from './route-error'
import { HomePage, homeHead, homeLoader } from './pages/home'
const strip = (p: string) => p.replace(/^\//, '')

/**
 * The home search lives in the query (?location=…): a change of query on the
 * same page is the page's own state, not new data, so it reads nothing
 * again. An explicit revalidation (same URL) and every other navigation
 * read as before.
 */
export function sameDataOnQueryChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  )
    return false
  return defaultShouldRevalidate
}

/**
 * One route table, shared by the browser and the build-time prerender. Ids
 * are explicit: they key the prerendered loader data the browser hydrates with.
 * Every page but home loads with its route (`lazy`: component, loader and
 * head together), so the first load carries only the shell and home; the
 * browser resolves the current page's module before hydrating
 * (entry-client.tsx); the prerender's static handler resolves it too.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    loader: rootLoader,
    // The footer's cities, the same on every page (src/app/last-known.ts).
    handle: { samePageData: true },
    shouldRevalidate: sameDataOnQueryChange,
    ErrorBoundary: RouteError,
    children: [
      {
        id: 'home',
        index: true,
        Component: HomePage,
        loader: homeLoader,
        shouldRevalidate: sameDataOnQueryChange,
        handle: { head: homeHead },
      },
      {
        id: 'town',
        path: strip(paths.town.path),
        lazy: () =>
          import('./pages/town').then((m) => ({
            Component: m.TownPage,
            loader: m.townLoader,
            handle: { head: m.townHead },
          })),
      },
      {
        id: 'clinic',
        path: strip(paths.clinic.path),
        lazy: () =>
          import('./pages/clinic').then((m) => ({
            Component: m.ClinicPage,
            loader: m.clinicLoader,
            handle: { head: m.clinicHead },
          })),
      },
      {
        id: 'blog',
        path: strip(paths.blog.path),
        lazy: () =>
          import('./pages/blog').then((m) => ({
            Component: m.BlogIndexPage,
            handle: { head: m.blogHead },
          })),
      },
      {
        id: 'article',
        path: strip(paths.article.path),
        lazy: () =>
          import('./pages/blog').then((m) => ({
            Component: m.BlogArticlePage,
            loader: m.articleLoader,
            handle: { head: m.articleHead },
          })),
      },
      {
        id: 'privacy',
        path: strip(paths.privacy.path),
        lazy: () =>
          import('./pages/legal').then((m) => ({
            Component: m.PrivacyPage,
            handle: { head: m.privacyHead },
          })),
      },
      {
        id: 'terms',
        path: strip(paths.terms.path),
        lazy: () =>
          import('./pages/legal').then((m) => ({
            Component: m.TermsPage,
            handle: { head: m.termsHead },
          })),
      },
      {
        id: 'sitemap',
        path: strip(paths.sitemap.path),
        lazy: () =>
          import('./pages/site-maps').then((m) => ({
            Component: m.HtmlSitemapPage,
            loader: m.htmlSitemapLoader,
            handle: { head: m.htmlSitemapHead },
          })),
      },
      {
        id: 'sitemap-xml',
        path: strip(paths.sitemapXml.path),
        lazy: () =>
          import('./pages/site-maps').then((m) => ({
            Component: m.SitemapXmlPage,
            loader: m.sitemapXmlLoader,
            handle: {
              head: () => ({
                title: 'XML Site Map',
                description: 'XML site map.',
                noindex: true,
              }),
            },
          })),
      },
      {
        id: 'robots',
        path: strip(paths.robots.path),
        lazy: () =>
          import('./pages/site-maps').then((m) => ({
            Component: m.RobotsTxtPage,
            handle: {
              head: () => ({
                title: 'robots.txt',
                description: 'Robots file.',
                noindex: true,
              }),
            },
          })),
      },
      {
        id: 'not-found',
        path: '*',
        // The loader always throws: the root's error page shows 'Page Not Found'.
        // (A component, never rendered, so react-router does not warn of an
        // empty leaf route.)
        Component: () => null,
        loader: () => {
          throw data('Not Found', { status: 404, statusText: 'Not Found' })
        },
      },
    ],
  },
]
