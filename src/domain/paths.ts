/** Page URLs come only from here: router, links and site maps read the same table. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  town: { path: '/town/:slug', getHref: (slug: string) => `/town/${slug}` },
  clinic: {
    path: '/clinic/:slug',
    getHref: (slug: string) => `/clinic/${slug}`,
  },
  blog: { path: '/blog', getHref: () => '/blog' },
  article: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${slug}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  sitemap: { path: '/sitemap', getHref: () => '/sitemap' },
  sitemapXml: { path: '/sitemap.xml', getHref: () => '/sitemap.xml' },
  robots: { path: '/robots.txt', getHref: () => '/robots.txt' },
} as const
