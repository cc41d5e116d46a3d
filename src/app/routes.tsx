import { data, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { Layout, rootLoader } from './layout'
import { RouteError } from './route-error'
import { HomePage, homeHead, homeLoader } from './pages/home'
import { TownPage, townHead, townLoader } from './pages/town'
import { ClinicPage, clinicHead, clinicLoader } from './pages/clinic'
import {
  BlogArticlePage,
  BlogIndexPage,
  articleHead,
  articleLoader,
  blogHead,
} from './pages/blog'
import { PrivacyPage, TermsPage, privacyHead, termsHead } from './pages/legal'
import {
  HtmlSitemapPage,
  RobotsTxtPage,
  SitemapXmlPage,
  htmlSitemapHead,
  htmlSitemapLoader,
  sitemapXmlLoader,
} from './pages/site-maps'

const strip = (p: string) => p.replace(/^\//, '')

/**
 * One route table, shared by the browser and the build-time prerender. Ids
 * are explicit: they key the prerendered loader data the browser hydrates with.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    loader: rootLoader,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      {
        id: 'home',
        index: true,
        Component: HomePage,
        loader: homeLoader,
        handle: { head: homeHead },
      },
      {
        id: 'town',
        path: strip(paths.town.path),
        Component: TownPage,
        loader: townLoader,
        handle: { head: townHead, emergencyInfo: false },
      },
      {
        id: 'clinic',
        path: strip(paths.clinic.path),
        Component: ClinicPage,
        loader: clinicLoader,
        handle: { head: clinicHead },
      },
      {
        id: 'blog',
        path: strip(paths.blog.path),
        Component: BlogIndexPage,
        handle: { head: blogHead },
      },
      {
        id: 'article',
        path: strip(paths.article.path),
        Component: BlogArticlePage,
        loader: articleLoader,
        handle: { head: articleHead },
      },
      {
        id: 'privacy',
        path: strip(paths.privacy.path),
        Component: PrivacyPage,
        handle: { head: privacyHead },
      },
      {
        id: 'terms',
        path: strip(paths.terms.path),
        Component: TermsPage,
        handle: { head: termsHead },
      },
      {
        id: 'sitemap',
        path: strip(paths.sitemap.path),
        Component: HtmlSitemapPage,
        loader: htmlSitemapLoader,
        handle: { head: htmlSitemapHead },
      },
      {
        id: 'sitemap-xml',
        path: strip(paths.sitemapXml.path),
        Component: SitemapXmlPage,
        loader: sitemapXmlLoader,
        handle: {
          head: () => ({
            title: 'XML Site Map',
            description: 'XML site map.',
            noindex: true,
          }),
        },
      },
      {
        id: 'robots',
        path: strip(paths.robots.path),
        Component: RobotsTxtPage,
        handle: {
          head: () => ({
            title: 'robots.txt',
            description: 'Robots file.',
            noindex: true,
          }),
        },
      },
      {
        id: 'not-found',
        path: '*',
        // Never rendered (the loader always throws); stops react-router's
        // 'leaf route has no element' warning.
        Component: () => null,
        loader: () => {
          throw data('Not Found', { status: 404 })
        },
      },
    ],
  },
]
