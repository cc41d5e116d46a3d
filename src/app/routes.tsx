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

/** One route table, shared by the browser and the build-time prerender. */
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
        index: true,
        Component: HomePage,
        loader: homeLoader,
        handle: { head: homeHead },
      },
      {
        path: strip(paths.town.path),
        Component: TownPage,
        loader: townLoader,
        handle: { head: townHead, emergencyInfo: false },
      },
      {
        path: strip(paths.clinic.path),
        Component: ClinicPage,
        loader: clinicLoader,
        handle: { head: clinicHead },
      },
      {
        path: strip(paths.blog.path),
        Component: BlogIndexPage,
        handle: { head: blogHead },
      },
      {
        path: strip(paths.article.path),
        Component: BlogArticlePage,
        loader: articleLoader,
        handle: { head: articleHead },
      },
      {
        path: strip(paths.privacy.path),
        Component: PrivacyPage,
        handle: { head: privacyHead },
      },
      {
        path: strip(paths.terms.path),
        Component: TermsPage,
        handle: { head: termsHead },
      },
      {
        path: strip(paths.sitemap.path),
        Component: HtmlSitemapPage,
        loader: htmlSitemapLoader,
        handle: { head: htmlSitemapHead },
      },
      {
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
        path: '*',
        loader: () => {
          throw data('Not Found', { status: 404 })
        },
      },
    ],
  },
]
