import { V as config } from "./shared-CBPcdhP8.js";
import { l as measurementConfig } from "./content-2YDJ6eo3.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { t as Link } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/legal/legal-page.tsx
/** The date the legal texts last changed (change it with them). */
var LEGAL_LAST_UPDATED = "Last Updated: November 26, 2026";
/** A legal page: title, date, sections, the contact e-mail and 'Return to Home'. */
function LegalPage({ title, children }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "mx-auto max-w-prose leading-relaxed text-slate-800",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "text-2xl font-bold text-slate-900 sm:text-3xl",
				children: title
			}),
			/* @__PURE__ */ jsx("p", {
				className: "mt-1 text-sm text-slate-700",
				children: LEGAL_LAST_UPDATED
			}),
			/* @__PURE__ */ jsx("div", {
				className: "mt-6 space-y-8",
				children
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "legal-contact",
				className: "mt-8",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "legal-contact",
					className: "text-xl font-bold text-slate-900",
					children: "Contact Us"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-2",
					children: [
						"If you have questions about this page, write to us at",
						" ",
						/* @__PURE__ */ jsx("a", {
							className: "font-semibold break-all text-blue-800 underline underline-offset-2",
							href: `mailto:${config.contactEmail}`,
							children: config.contactEmail
						}),
						" ",
						"or use the Contact form at the top of any page."
					]
				})]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: paths.home.getHref(),
				className: "mt-8 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900",
				children: "Return to Home"
			})
		]
	});
}
/** One numbered-free section of a legal page. */
function LegalSection({ id, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "text-xl font-bold text-slate-900",
			children: title
		}), /* @__PURE__ */ jsx("div", {
			className: "mt-2 space-y-3",
			children
		})]
	});
}
var LIST = "list-disc space-y-1 pl-6";
// src/features/legal/measurement-text.ts
/** Where a build's ads come from, in words: the network's name where known, else its host. */
function adNetworkName(scriptUrl) {
	try {
		const host = new URL(scriptUrl).host;
		return host === "pagead2.googlesyndication.com" ? "Google AdSense" : `the advertising network at ${host}`;
	} catch {
		return "an advertising network";
	}
}
/** Where page views are counted, in words: the endpoint's host, or this site. */
function analyticsHost(endpoint) {
	return endpoint.startsWith("/") ? "this site’s own address" : new URL(endpoint).host;
}
/** What the privacy page's description says, for this configuration. */
function privacyDescription(siteName, cfg) {
	const base = `How ${siteName} handles contact messages, listing reports, searches and location`;
	if (!cfg.analytics && !cfg.ads) return `${base}. No analytics, no advertising, no cookies.`;
	return `${base}; its ${[cfg.analytics && "visit counting", cfg.ads && "ads"].filter(Boolean).join(" and ")} and how to opt out.`;
}
// src/features/legal/privacy-policy.tsx
/**
* The privacy policy's sections: what the site actually collects and why,
* from this build's configuration (analytics and ads are said only when on).
*/
function PrivacyPolicy({ measurement = measurementConfig }) {
	const site = config.siteName;
	const { analytics, ads } = measurement;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", { children: [site, " (\"we\", \"us\") is a free, read-only directory of pediatric urgent care and walk-in clinics in Western Kentucky. There are no accounts and no sign-in. This policy explains what information the site handles, why, and the choices you have."] }),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-collect",
			title: "Information We Collect",
			children: [
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Messages you send us." }), " When you use the Contact form (including 'Suggest a correction'), we receive the name, e-mail address, subject and message you type. The form sends them to our hosted backend, which stores the message and forwards it to us through an e-mail delivery service. To prevent abuse, it also keeps a one-way scrambled (hashed) form of your IP address with the message to limit how many messages can be sent in a short time. We use this information only to read and answer your message, to correct the directory, and to stop spam."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Reports about a listing." }), " When you answer 'Is this information right?' on a clinic page, we receive which clinic, what you chose, and the note and e-mail address you add (both optional). They are stored by our hosted backend with a hashed form of your IP address, used only to limit how many reports can be sent and to count separate visitors. They are not sent to the clinic. We use them only to check and correct the directory, and to reply if you asked us to."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Locations you search for." }), " When you type a city, address or ZIP code and search, that text (with \", Kentucky, USA\" added) is sent to a public geocoding service to turn it into map coordinates. We do not store your searches."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Your current location." }), " If you choose 'Use current location', your browser asks for your permission first. Your position is used only inside your browser to work out distances to clinics. It is never sent to us and never stored."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Technical information." }), " Like any website, the services that host the site and its clinic data receive standard technical information with each request, such as your IP address, browser type and the page requested, and may keep it briefly in server logs for security and reliability."] })
			]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-cookies",
			title: analytics || ads ? "Analytics, Advertising and Cookies" : "No Analytics, No Advertising, No Cookies",
			children: [
				analytics ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Counting visits." }),
					" The site counts page views with GoatCounter, a counter that uses no cookies, at",
					" ",
					analyticsHost(analytics.endpoint),
					". For each page you open it sends the page's path alone (for example /town/paducah, or the address of a clinic's page you opened): never the place or ZIP code you searched for, your location, the address you came from, or a clinic you called or looked up directions to. Taps on 'Call Now' and 'Directions' are not counted. Like any request, it carries your IP address and browser type."
				] }) : /* @__PURE__ */ jsx("p", { children: "The site uses no analytics: nothing counts or follows your visits." }),
				ads ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Advertising." }),
					" Health articles and town pages show ads from ",
					adNetworkName(ads.scriptUrl),
					", which helps keep the directory free. Ads never appear on the home page, search results, clinic pages, emergency-room lists, the Emergency Info window or the Contact form, and never beside a clinic's Call or Directions links. We ask for non-personalised ads only: ads chosen for the page, not from a profile of you. On those pages the network's script receives your IP address, browser type and the page's address (an article or a town, never a search you made), and it may set cookies or use similar storage on its own domains to limit how often you see an ad, to prevent fraud and to measure ads, under its own privacy policy."
				] }) : /* @__PURE__ */ jsx("p", { children: "The site shows no advertising." }),
				/* @__PURE__ */ jsxs("p", { children: [analytics || ads ? "The site itself sets no cookies. " : "The site sets no cookies. ", "On your device it keeps only a copy of its pages so they open offline (in your browser's cache for this site), and a message or listing report you wrote while offline until it is sent (in your browser's storage). If part of a page fails to load, it notes the time of one automatic reload for that tab, which your browser forgets when the tab is closed."] }),
				analytics || ads ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Turning it off." }),
					" When your browser sends Global Privacy Control or Do Not Track, the site",
					" ",
					analytics && ads ? "counts no visit and shows no ad" : analytics ? "counts no visit" : "shows no ad",
					": nothing is sent to ",
					analytics && ads ? "either service" : "it",
					". We never give ",
					analytics && ads ? "these services" : "this service",
					" ",
					"your contact messages, listing reports, searches or location."
				] }) : null
			]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-use",
			title: "How We Use Information",
			children: [/* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "To answer your messages and correct clinic listings" }),
					/* @__PURE__ */ jsx("li", { children: "To keep the site working, secure and fast" }),
					analytics ? /* @__PURE__ */ jsx("li", { children: "To count which pages are visited, by path only" }) : null,
					ads ? /* @__PURE__ */ jsx("li", { children: "To show advertising that pays for the site" }) : null
				]
			}), /* @__PURE__ */ jsx("p", { children: "We do not sell your personal information, and we do not use your messages for advertising." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-health",
			title: "Health Information",
			children: /* @__PURE__ */ jsx("p", { children: "The site does not ask for health information and is not a medical service. Please do not include details about your child's health in a contact message. If your child needs care, contact a clinic, your pediatrician, or call 911 in an emergency." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-children",
			title: "Children's Privacy",
			children: /* @__PURE__ */ jsx("p", { children: "The site is meant for parents and caregivers. It is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child has sent us personal information, contact us and we will delete it." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-choices",
			title: "Your Choices",
			children: /* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "You can use the whole directory without sending us anything." }),
					/* @__PURE__ */ jsx("li", { children: "You can decline or withdraw location permission in your browser settings at any time and type a location instead." }),
					analytics || ads ? /* @__PURE__ */ jsxs("li", { children: [
						"You can turn on Global Privacy Control or Do Not Track in your browser: the site then sends nothing to",
						" ",
						analytics && ads ? "its counter or ad network" : analytics ? "its counter" : "its ad network",
						". You can also block or delete cookies in your browser settings; the directory works the same without them."
					] }) : null,
					/* @__PURE__ */ jsx("li", { children: "You can delete the site's offline copy and any unsent message by clearing this site's data in your browser settings." }),
					/* @__PURE__ */ jsx("li", { children: "You can ask us to see or delete a message you sent us by writing to the address below." })
				]
			})
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-keep",
			title: "How Long We Keep Information",
			children: /* @__PURE__ */ jsx("p", { children: "We keep contact messages only as long as we need them to answer you and to keep a record of corrections to the directory, and then delete them." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-security",
			title: "Security",
			children: /* @__PURE__ */ jsx("p", { children: "The site is served over an encrypted connection (HTTPS), and access to stored messages is limited to the people who answer them. No method of sending or storing data is completely secure, but we take reasonable care to protect what you send us." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-links",
			title: "Links to Other Websites",
			children: /* @__PURE__ */ jsx("p", { children: "Clinic websites, map directions and sources linked from the directory are run by others, with their own privacy policies. We are not responsible for their practices." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-changes",
			title: "Changes to This Policy",
			children: /* @__PURE__ */ jsx("p", { children: "We may update this policy from time to time. The date at the top shows when it last changed." })
		})
	] });
}
// src/features/legal/terms-of-service.tsx
/**
* The terms' sections: informational only, no medical advice, call 911, and
* the rest; advertising as this build configures it.
*/
function TermsOfService({ measurement = measurementConfig }) {
	const site = config.siteName;
	const { ads } = measurement;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", { children: [
			"These terms apply to your use of ",
			site,
			" (the \"site\"). By using the site, you agree to them. If you do not agree, please do not use the site."
		] }),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-directory",
			title: "A Directory Only, Not Medical Advice",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				/* @__PURE__ */ jsxs("strong", { children: [site, " is an informational directory only. It does not provide medical advice, diagnosis or treatment."] }),
				" ",
				"Articles, town pages and clinic listings are general information and are not a substitute for the advice of a doctor or other qualified health professional. Using the site does not create a doctor-patient relationship with us or with any clinic listed."
			] }), /* @__PURE__ */ jsx("p", { children: "We do not run, own or endorse any clinic in the directory, and a listing is not a recommendation." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-emergency",
			title: "In an Emergency, Call 911",
			children: /* @__PURE__ */ jsxs("p", { children: [
				/* @__PURE__ */ jsx("strong", { children: "If you or your child may be having a medical emergency, call 911 immediately." }),
				" ",
				"Do not rely on the site, or wait for a reply to a message, in an emergency."
			] })
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-verify",
			title: "Verify Information with the Clinic",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				"Clinic names, addresses, phone numbers, hours, services, insurance and open-now status come from public sources and can be incomplete, out of date or wrong. Open-now status is calculated in your browser from listed hours and does not account for holidays, weather or other closures.",
				" ",
				/* @__PURE__ */ jsx("strong", { children: "Always verify information directly with the clinic before you go." })
			] }), /* @__PURE__ */ jsx("p", { children: "Cost figures in articles and on town pages are general estimates, not quotes. Check prices and coverage with the clinic and your insurer." })]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-use",
			title: "Using the Site",
			children: [/* @__PURE__ */ jsx("p", { children: "You agree not to:" }), /* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "use the site for any unlawful purpose;" }),
					/* @__PURE__ */ jsx("li", { children: "send false, abusive or harmful messages through the contact form;" }),
					/* @__PURE__ */ jsx("li", { children: "try to disrupt the site, get around its security, or copy the directory in bulk by automated means." })
				]
			})]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-ads",
			title: ads ? "Advertising and Third-Party Links" : "Third-Party Links",
			children: [ads ? /* @__PURE__ */ jsxs("p", { children: [
				"Health articles and town pages show advertising from",
				" ",
				adNetworkName(ads.scriptUrl),
				". We do not choose or endorse the individual ads, and an ad is not a recommendation of any product, service or provider. Ads never appear on clinic listings or emergency information."
			] }) : /* @__PURE__ */ jsx("p", { children: "The site shows no advertising." }), /* @__PURE__ */ jsx("p", { children: "Links to clinic websites, maps and other sites are provided for convenience. We are not responsible for their content or practices." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-content",
			title: "Our Content",
			children: /* @__PURE__ */ jsxs("p", { children: [
				"The site's articles, text and design belong to ",
				site,
				" or its licensors. You may share links to any page and print pages for your own, non-commercial use."
			] })
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-warranty",
			title: "No Warranty; Limitation of Liability",
			children: [/* @__PURE__ */ jsx("p", { children: "The site is provided \"as is\" and \"as available\", without warranties of any kind, including that the information is accurate, complete or current, or that the site will always be available." }), /* @__PURE__ */ jsxs("p", { children: [
				"To the fullest extent allowed by law, ",
				site,
				" is not liable for any loss or harm that results from using or relying on the site or on any clinic listed in it."
			] })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-law",
			title: "Governing Law",
			children: /* @__PURE__ */ jsx("p", { children: "These terms are governed by the laws of the Commonwealth of Kentucky, without regard to its conflict-of-law rules. Any dispute about the site will be handled in the state or federal courts located in Kentucky." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-changes",
			title: "Changes to These Terms",
			children: /* @__PURE__ */ jsx("p", { children: "We may update these terms from time to time. The date at the top shows when they last changed. Continuing to use the site after a change means you accept the updated terms." })
		})
	] });
}
// src/app/pages/legal.tsx
var privacyHead = () => ({
	title: "Privacy Policy",
	description: privacyDescription(config.siteName, measurementConfig),
	path: paths.privacy.getHref()
});
var termsHead = () => ({
	title: "Terms of Service",
	description: `Terms for using ${config.siteName}: a directory only, not medical advice. In an emergency, call 911.`,
	path: paths.terms.getHref()
});
function PrivacyPage() {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Privacy Policy",
		children: /* @__PURE__ */ jsx(PrivacyPolicy, {})
	});
}
function TermsPage() {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Terms of Service",
		children: /* @__PURE__ */ jsx(TermsOfService, {})
	});
}
export { PrivacyPage, TermsPage, privacyHead, termsHead };
