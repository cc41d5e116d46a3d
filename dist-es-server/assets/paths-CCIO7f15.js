// src/domain/paths.ts
/**
* The Spanish build's page URLs (src/prerender/language/README.md): the same
* table as paths.ts, every page under /es. sitemap.xml and robots.txt stay
* at the root, one for both languages.
*/
var paths = {
	home: {
		path: "/es",
		getHref: () => "/es/"
	},
	town: {
		path: "/es/town/:slug",
		getHref: (slug) => `/es/town/${slug}`
	},
	clinic: {
		path: "/es/clinic/:slug",
		getHref: (slug) => `/es/clinic/${slug}`
	},
	blog: {
		path: "/es/blog",
		getHref: () => "/es/blog"
	},
	article: {
		path: "/es/blog/:slug",
		getHref: (slug) => `/es/blog/${slug}`
	},
	privacy: {
		path: "/es/privacy",
		getHref: () => "/es/privacy"
	},
	terms: {
		path: "/es/terms",
		getHref: () => "/es/terms"
	},
	sitemap: {
		path: "/es/sitemap",
		getHref: () => "/es/sitemap"
	},
	sitemapXml: {
		path: "/sitemap.xml",
		getHref: () => "/sitemap.xml"
	},
	robots: {
		path: "/robots.txt",
		getHref: () => "/robots.txt"
	}
};
export { paths as t };
