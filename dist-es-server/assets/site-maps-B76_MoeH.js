import { t as Link, u as useLoaderData } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { U as siteOrigin } from "./shared-BbTtww70.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { n as getRepository } from "./nearest-CBySGLrG.js";
import { A as DirectoryUnavailable, F as failedLoad, I as loadFailureOf, N as savedAt, a as pagesWithoutData, c as siteMapSections, j as OutageNotice, n as buildSitemapXml, o as readSitePages, r as isoDate, t as buildRobotsTxt } from "../entry-server.js";
import { n as useLoadingSameRoute, t as LoadingMessage } from "./pending-G7BlssJp.js";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/pages/site-maps.tsx
async function htmlSitemapLoader() {
	try {
		const repo = await getRepository();
		return { pages: (await readSitePages(repo, { townRows: false })).pages };
	} catch (e) {
		console.error("Site map load error", e);
		return failedLoad({ pages: pagesWithoutData().pages }, e);
	}
}
var htmlSitemapHead = () => ({
	title: "Mapa del sitio",
	description: "Todas las páginas del directorio: las principales, cada localidad y cada clínica, agrupadas por ciudad.",
	path: paths.sitemap.getHref()
});
var LINK = "flex min-h-11 items-center py-1 text-blue-800 underline underline-offset-2 hover:text-blue-950";
/** 'sitemap-city-{town slug}' for the town page at this path. */
var cityHeadingId = (townPath) => `sitemap-city-${townPath.split("/").pop()}`;
function HtmlSitemapPage() {
	const data = useLoaderData();
	const { main: mainPages, cities, emergencyTowns } = siteMapSections(data.pages);
	const loading = useLoadingSameRoute(paths.sitemap.getHref());
	const since = savedAt(data);
	const total = cities.reduce((n, c) => n + c.clinics.length, 0);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx("h1", {
			className: "text-2xl font-bold text-slate-900 sm:text-3xl",
			children: "Mapa del sitio"
		}),
		loading ? /* @__PURE__ */ jsx(LoadingMessage, { text: "Cargando..." }) : null,
		since ? /* @__PURE__ */ jsx("div", {
			className: "mt-4",
			children: /* @__PURE__ */ jsx(OutageNotice, { savedAt: since })
		}) : loadFailureOf(data) ? /* @__PURE__ */ jsx("div", {
			className: "mt-4",
			children: /* @__PURE__ */ jsx(DirectoryUnavailable, { heading: false })
		}) : null,
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "sitemap-main",
			className: "mt-6",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "sitemap-main",
				className: "text-xl font-bold text-slate-900",
				children: "Páginas principales"
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-4",
				children: mainPages.map((p) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					className: LINK,
					to: p.path,
					children: p.title
				}) }, p.path))
			})]
		}),
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "sitemap-cities",
			className: "mt-8",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "sitemap-cities",
				className: "text-xl font-bold text-slate-900",
				children: [
					"Ciudades (",
					cities.length,
					")"
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4",
				children: cities.map((c) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					className: LINK,
					to: c.path,
					children: [
						c.name,
						" (",
						c.clinics.length,
						")"
					]
				}) }, c.path))
			})]
		}),
		emergencyTowns.length > 0 ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "sitemap-er-towns",
			className: "mt-8",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "sitemap-er-towns",
				className: "text-xl font-bold text-slate-900",
				children: [
					"Localidades con sala de emergencias y sin clínicas en la lista (",
					emergencyTowns.length,
					")"
				]
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4",
				children: emergencyTowns.map((t) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
					className: LINK,
					to: t.path,
					children: t.title
				}) }, t.slug))
			})]
		}) : null,
		/* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "sitemap-clinics",
			className: "mt-8",
			children: [/* @__PURE__ */ jsxs("h2", {
				id: "sitemap-clinics",
				className: "text-xl font-bold text-slate-900",
				children: [
					"Todas las clínicas por ciudad (",
					total,
					")"
				]
			}), /* @__PURE__ */ jsx("div", {
				className: "mt-2 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
				children: cities.map((c) => /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": cityHeadingId(c.path),
					children: [/* @__PURE__ */ jsx("h3", {
						id: cityHeadingId(c.path),
						className: "text-lg font-semibold text-slate-900",
						children: c.name
					}), /* @__PURE__ */ jsx("ul", { children: c.clinics.map((x) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						className: `${LINK} wrap-anywhere`,
						to: x.path,
						children: x.name
					}) }, x.path)) })]
				}, c.path))
			})]
		})
	] });
}
/**
* The XML site map from live data: the pages sitemap.xml lists
* (domain/site-pages). A load failure is logged and gives the pages that
* need no data only, never an HTML error page.
*/
async function sitemapXmlLoader() {
	const xml = (pages) => buildSitemapXml({
		origin: siteOrigin(),
		today: isoDate(/* @__PURE__ */ new Date()),
		pages
	});
	try {
		return { xml: xml((await readSitePages(await getRepository())).pages) };
	} catch (e) {
		console.error("Site map load error", e);
		return failedLoad({ xml: xml(pagesWithoutData().pages) }, e);
	}
}
/**
* Replaces the page with a document of the given type built in the browser
* (a same-origin blob: URL), so the browser shows real application/xml or
* text/plain rather than HTML. The text stays on the page as a fallback.
*/
function useShowAsDocument(text, type) {
	useEffect(() => {
		if (typeof URL.createObjectURL !== "function") return;
		const url = URL.createObjectURL(new Blob([text], { type }));
		window.location.replace(url);
	}, [text, type]);
}
/** /sitemap.xml for hosts that serve the app shell for every path. */
function SitemapXmlPage() {
	const { xml } = useLoaderData();
	useShowAsDocument(xml, "application/xml");
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
		className: "sr-only",
		children: "Mapa del sitio XML"
	}), /* @__PURE__ */ jsx("pre", {
		"data-testid": "sitemap-xml",
		className: "overflow-x-auto text-sm whitespace-pre-wrap",
		children: xml
	})] });
}
/** /robots.txt: allow all agents, and the canonical site map. */
function RobotsTxtPage() {
	const text = buildRobotsTxt(siteOrigin());
	useShowAsDocument(text, "text/plain;charset=utf-8");
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
		className: "sr-only",
		children: "robots.txt"
	}), /* @__PURE__ */ jsx("pre", {
		"data-testid": "robots-txt",
		className: "text-sm whitespace-pre-wrap",
		children: text
	})] });
}
export { HtmlSitemapPage, RobotsTxtPage, SitemapXmlPage, htmlSitemapHead, htmlSitemapLoader, sitemapXmlLoader };
