import { t as Link, u as useLoaderData } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { U as siteOrigin, V as config, k as BLOG_CATEGORIES, l as MONTH_NAMES } from "./shared-BbTtww70.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { s as BLOG_ARTICLES } from "../entry-server.js";
import { i as blogPostingJsonLd, l as measurementConfig, n as AdSlot, r as blogJsonLd, t as BackLink } from "./content-B5NoM-UN.js";
import { useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { Calendar, Clock, User } from "lucide-react";
// src/domain/blog/markup.ts
/**
* `**bold**` spans, scanned left to right: each "**" pairs with the next
* "**". An unmatched "**" and an empty pair ("****") stay literal text.
* Adjacent text fragments are merged; empty fragments are never produced.
*/
function parseInline(text) {
	const out = [];
	const push = (type, t) => {
		if (!t) return;
		const last = out[out.length - 1];
		if (type === "text" && last?.type === "text") last.text += t;
		else out.push({
			type,
			text: t
		});
	};
	let rest = String(text ?? "");
	for (;;) {
		const open = rest.indexOf("**");
		const close = open < 0 ? -1 : rest.indexOf("**", open + 2);
		if (close < 0) break;
		push("text", rest.slice(0, open));
		const inner = rest.slice(open + 2, close);
		if (inner) push("bold", inner);
		else push("text", "****");
		rest = rest.slice(close + 2);
	}
	push("text", rest);
	return out;
}
/** A whole line "**X:**" (X non-empty, without "*"). */
var SUBHEADING = /^\*\*([^*]+:)\*\*$/;
/** Parses a whole article body into blocks. */
function parseMarkup(text) {
	const blocks = [];
	let paragraph = [];
	let list = [];
	const flushParagraph = () => {
		if (paragraph.length) blocks.push({
			type: "paragraph",
			text: parseInline(paragraph.join(" "))
		});
		paragraph = [];
	};
	const flushList = () => {
		if (list.length) blocks.push({
			type: "list",
			items: list
		});
		list = [];
	};
	const lines = String(text ?? "").split(/\r\n|\r|\n/);
	for (const raw of lines) {
		const line = raw.trim();
		if (!line) {
			flushParagraph();
			flushList();
			continue;
		}
		const sub = SUBHEADING.exec(line);
		if (line.startsWith("## ")) {
			flushParagraph();
			flushList();
			blocks.push({
				type: "heading",
				text: parseInline(line.slice(3).trim())
			});
		} else if (sub?.[1]) {
			flushParagraph();
			flushList();
			blocks.push({
				type: "subheading",
				text: [{
					type: "text",
					text: sub[1]
				}]
			});
		} else if (line.startsWith("-")) {
			flushParagraph();
			const item = parseInline(line.replace(/^-\s*/, ""));
			if (item.length) list.push(item);
		} else {
			flushList();
			paragraph.push(line);
		}
	}
	flushParagraph();
	flushList();
	return blocks;
}
/**
* Where an article's ad goes: after its third block, or before the heading
* that block is (an ad never parts a heading from its text).
*/
function articleAdBreak(blocks) {
	let at = 3;
	while (at > 1 && blocks[at - 1]?.type.endsWith("heading")) at--;
	return at;
}
// src/components/markup-blocks.tsx
function Inlines({ parts }) {
	return /* @__PURE__ */ jsx(Fragment$1, { children: parts.map((p, i) => p.type === "bold" ? /* @__PURE__ */ jsx("strong", { children: p.text }, i) : /* @__PURE__ */ jsx("span", { children: p.text }, i)) });
}
/** Renders parsed article markup as React elements (never innerHTML). */
function MarkupBlocks({ blocks }) {
	return /* @__PURE__ */ jsx("div", {
		className: "space-y-4 leading-relaxed",
		children: blocks.map((b, i) => {
			switch (b.type) {
				case "heading": return /* @__PURE__ */ jsx("h2", {
					className: "text-xl font-semibold",
					children: /* @__PURE__ */ jsx(Inlines, { parts: b.text })
				}, i);
				case "subheading": return /* @__PURE__ */ jsx("h3", {
					className: "font-semibold",
					children: /* @__PURE__ */ jsx(Inlines, { parts: b.text })
				}, i);
				case "list": return /* @__PURE__ */ jsx("ul", {
					className: "list-disc space-y-1 pl-6",
					children: b.items.map((item, j) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Inlines, { parts: item }) }, j))
				}, i);
				default: return /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx(Inlines, { parts: b.text }) }, i);
			}
		})
	});
}
// src/features/blog/article-card.tsx
/** Image, category, 'N min read', title, excerpt, author and 'Read More'. */
function ArticleCard({ article, headingLevel = 2, eager = false }) {
	const href = paths.article.getHref(article.slug);
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsxs("article", {
		className: "flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
		children: [/* @__PURE__ */ jsx("img", {
			src: article.image,
			alt: "",
			width: 600,
			height: 315,
			loading: eager ? "eager" : "lazy",
			decoding: "async",
			className: "aspect-[40/21] h-auto w-full bg-slate-100 object-cover"
		}), /* @__PURE__ */ jsxs("div", {
			className: "flex flex-1 flex-col gap-2 p-4",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm",
					children: [/* @__PURE__ */ jsx("span", {
						className: "rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-900",
						children: article.category
					}), /* @__PURE__ */ jsxs("span", {
						className: "inline-flex items-center gap-1 text-slate-700",
						children: [
							/* @__PURE__ */ jsx(Clock, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}),
							article.readTime,
							" ",
							"min de lectura"
						]
					})]
				}),
				/* @__PURE__ */ jsx(Heading, {
					className: "text-lg leading-snug font-bold text-slate-900",
					children: /* @__PURE__ */ jsx(Link, {
						to: href,
						className: "underline-offset-2 hover:text-blue-900 hover:underline",
						children: article.title
					})
				}),
				/* @__PURE__ */ jsx("p", {
					className: "flex-1 text-slate-700",
					children: article.excerpt
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex flex-wrap items-center justify-between gap-2 pt-1",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "text-sm text-slate-700",
						children: ["Por ", article.author]
					}), /* @__PURE__ */ jsxs(Link, {
						to: href,
						className: "inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-2 hover:text-blue-950",
						children: ["Leer más", /* @__PURE__ */ jsxs("span", {
							className: "sr-only",
							children: [": ", article.title]
						})]
					})]
				})
			]
		})]
	});
}
/**
* Up to 3 other articles that share the category or at least one tag
* (tags compared ignoring case and surrounding spaces), in list order.
*/
function relatedArticles(article, all, limit = 3) {
	const norm = (t) => t.trim().toLowerCase();
	const tags = new Set(article.tags.map(norm));
	return all.filter((a) => a.slug !== article.slug && (a.category === article.category || a.tags.some((t) => tags.has(norm(t))))).slice(0, Math.max(0, limit));
}
function filterByCategory(articles, filter) {
	return filter === "All" ? [...articles] : articles.filter((a) => a.category === filter);
}
/** 'YYYY-MM-DD' → 'Month D, YYYY' (long US format, no time zone involved). */
function longUsDate(iso) {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
	const month = m ? MONTH_NAMES[Number(m[2]) - 1] : void 0;
	if (!m || !month) return iso;
	return new Intl.DateTimeFormat("es-US", {
		day: "numeric",
		month: "long",
		year: "numeric",
		timeZone: "UTC"
	}).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}
// src/features/blog/category-filter.tsx
var OPTIONS = [{
	value: "All",
	label: "Todos los artículos"
}, ...BLOG_CATEGORIES.map((c) => ({
	value: c,
	label: c
}))];
/** 'All Articles' plus the six categories; the active one is pressed. */
function CategoryFilterBar({ value, onChange }) {
	return /* @__PURE__ */ jsx("div", {
		role: "group",
		"aria-label": "Filtrar artículos por categoría",
		className: "flex flex-wrap gap-2",
		children: OPTIONS.map((o) => {
			const active = o.value === value;
			return /* @__PURE__ */ jsx("button", {
				type: "button",
				"aria-pressed": active,
				onClick: () => onChange(o.value),
				className: `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${active ? "border-blue-800 bg-blue-800 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-blue-800 hover:text-blue-900"}`,
				children: o.label
			}, o.value);
		})
	});
}
// src/app/pages/blog.tsx
var blogHead = () => ({
	title: "Blog de salud y atención de urgencia",
	description: "Guías para padres sobre la atención de urgencia o la sala de emergencias, la fiebre en los niños, y los costos de la atención de urgencia y los seguros en el oeste de Kentucky.",
	path: paths.blog.getHref(),
	jsonLd: blogJsonLd({
		origin: siteOrigin(),
		name: `Blog de ${config.siteName}`,
		articles: BLOG_ARTICLES
	})
});
function BlogIndexPage() {
	const [filter, setFilter] = useState("All");
	const shown = filterByCategory(BLOG_ARTICLES, filter);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsxs("header", {
			className: "max-w-prose",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-slate-900 sm:text-3xl",
				children: "Blog de salud y atención de urgencia"
			}), /* @__PURE__ */ jsx("p", {
				className: "mt-2 text-slate-700",
				children: "Guías en palabras sencillas para padres y cuidadores: cuándo elegir atención de urgencia, qué hacer cuando hay fiebre y cuánto cuesta la atención. Solo para información general; en una emergencia, llame al 911."
			})]
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mt-5",
			children: /* @__PURE__ */ jsx(CategoryFilterBar, {
				value: filter,
				onChange: setFilter
			})
		}),
		/* @__PURE__ */ jsx("p", {
			role: "status",
			className: "sr-only",
			children: shown.length === 1 ? "1 artículo en la lista" : `${shown.length} artículos en la lista`
		}),
		shown.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "mt-6 text-slate-800",
			children: "No hay artículos en esta categoría."
		}) : /* @__PURE__ */ jsx("ul", {
			className: "mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
			children: shown.map((a, i) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, {
				article: a,
				eager: i < 2
			}) }, a.slug))
		})
	] });
}
function articleLoader({ params }) {
	return { article: BLOG_ARTICLES.find((a) => a.slug === params.slug) ?? null };
}
var articleHead = ({ data }) => {
	const a = data?.article;
	if (!a) return {
		title: "Artículo no encontrado",
		description: "Este artículo no existe.",
		noindex: true
	};
	return {
		title: a.metaTitle,
		description: a.metaDescription,
		keywords: a.tags.join(", "),
		path: paths.article.getHref(a.slug),
		ogType: "article",
		jsonLd: blogPostingJsonLd(a, siteOrigin())
	};
};
/** The article's text, with an ad after its third block where one is configured. */
function ArticleBody({ blocks }) {
	const split = measurementConfig.ads?.slots["article-middle"] && blocks.length > 3;
	const at = articleAdBreak(blocks);
	return /* @__PURE__ */ jsx("div", {
		className: "mt-6 text-slate-900",
		children: split ? /* @__PURE__ */ jsxs(Fragment$1, { children: [
			/* @__PURE__ */ jsx(MarkupBlocks, { blocks: blocks.slice(0, at) }),
			/* @__PURE__ */ jsx(AdSlot, { position: "article-middle" }),
			/* @__PURE__ */ jsx(MarkupBlocks, { blocks: blocks.slice(at) })
		] }) : /* @__PURE__ */ jsx(MarkupBlocks, { blocks })
	});
}
function BlogArticlePage() {
	const { article } = useLoaderData();
	if (!article) return /* @__PURE__ */ jsxs("div", {
		className: "mx-auto max-w-xl py-12 text-center",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-slate-900",
				children: "Artículo no encontrado"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-3 text-slate-800",
				children: "No encontramos ese artículo. Es posible que haya cambiado de lugar."
			}),
			/* @__PURE__ */ jsx(Link, {
				className: "mt-6 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900",
				to: paths.blog.getHref(),
				children: "Volver al blog"
			})
		]
	});
	const related = relatedArticles(article, BLOG_ARTICLES);
	return /* @__PURE__ */ jsxs("div", { children: [
		/* @__PURE__ */ jsx(BackLink, {
			to: paths.blog.getHref(),
			children: "Volver al blog"
		}),
		/* @__PURE__ */ jsxs("article", {
			className: "mx-auto mt-3 max-w-prose",
			children: [
				/* @__PURE__ */ jsx("img", {
					src: article.image,
					alt: "",
					width: 1200,
					height: 630,
					decoding: "async",
					className: "aspect-[40/21] h-auto w-full rounded-lg bg-slate-100 object-cover"
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: "rounded-full bg-blue-50 px-2 py-0.5 font-semibold text-blue-900",
							children: article.category
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1",
							children: [/* @__PURE__ */ jsx(Calendar, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}), /* @__PURE__ */ jsx("time", {
								dateTime: article.publishedDate,
								children: longUsDate(article.publishedDate)
							})]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1",
							children: [
								/* @__PURE__ */ jsx(Clock, {
									"aria-hidden": "true",
									className: "h-4 w-4"
								}),
								article.readTime,
								" ",
								"min de lectura"
							]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: "inline-flex items-center gap-1",
							children: [/* @__PURE__ */ jsx(User, {
								"aria-hidden": "true",
								className: "h-4 w-4"
							}), article.author]
						})
					]
				}),
				/* @__PURE__ */ jsx("h1", {
					className: "mt-3 text-2xl leading-tight font-bold text-slate-900 sm:text-3xl",
					children: article.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "mt-3 text-lg leading-relaxed text-slate-700",
					children: article.excerpt
				}),
				/* @__PURE__ */ jsx(ArticleBody, { blocks: parseMarkup(article.content) }),
				article.tags.length > 0 ? /* @__PURE__ */ jsx("ul", {
					"aria-label": "Etiquetas",
					className: "mt-8 flex flex-wrap gap-2",
					children: article.tags.map((t) => /* @__PURE__ */ jsxs("li", {
						className: "rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800",
						children: ["#", t]
					}, t))
				}) : null
			]
		}),
		/* @__PURE__ */ jsx(AdSlot, {
			position: "article-end",
			className: "mx-auto max-w-prose"
		}),
		related.length > 0 ? /* @__PURE__ */ jsxs("section", {
			"aria-labelledby": "related-articles",
			className: "mt-12",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "related-articles",
				className: "text-xl font-bold text-slate-900",
				children: "Artículos relacionados"
			}), /* @__PURE__ */ jsx("ul", {
				className: "mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3",
				children: related.map((a) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, {
					article: a,
					headingLevel: 3
				}) }, a.slug))
			})]
		}) : null
	] });
}
export { BlogArticlePage, BlogIndexPage, articleHead, articleLoader, blogHead };
