import { t as paths } from "./paths-CCIO7f15.js";
import { a as breadcrumbJsonLd, c as hospitalJsonLd, s as faqJsonLd } from "./content-2YDJ6eo3.js";
import { n as formatMiles } from "./distance-CJ9WHsK-.js";
import { t as Link } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { ChevronRight } from "lucide-react";
// src/components/navigation/breadcrumb.tsx
/** Home > … > current page; the last crumb is marked aria-current="page". */
function Breadcrumb({ items }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "Breadcrumb",
		className: "text-sm",
		children: /* @__PURE__ */ jsx("ol", {
			className: "flex flex-wrap items-center gap-x-1 text-slate-700",
			children: items.map((item, i) => /* @__PURE__ */ jsxs("li", {
				className: `flex min-w-0 items-center gap-1 ${item.to === void 0 ? "sr-only sm:not-sr-only sm:flex" : ""}`,
				children: [i > 0 ? /* @__PURE__ */ jsx(ChevronRight, {
					"aria-hidden": "true",
					className: "h-4 w-4 shrink-0 text-slate-500"
				}) : null, item.to !== void 0 ? /* @__PURE__ */ jsx(Link, {
					to: item.to,
					className: "inline-flex min-h-11 items-center text-blue-800 underline underline-offset-2 hover:text-blue-950",
					children: item.name
				}) : /* @__PURE__ */ jsx("span", {
					"aria-current": "page",
					className: "inline-flex min-h-11 items-center font-semibold wrap-anywhere text-slate-900",
					children: item.name
				})]
			}, i))
		})
	});
}
/** The absolute URLs of a breadcrumb, for BreadcrumbList JSON-LD. */
function crumbUrls(items, origin) {
	const base = origin.replace(/\/+$/, "");
	return items.map((i) => ({
		name: i.name,
		url: base + i.path
	}));
}
/** Several JSON-LD nodes in one script: one '@context', an '@graph' of nodes. */
function jsonLdGraph(...nodes) {
	return {
		"@context": "https://schema.org",
		"@graph": nodes.map((n) => {
			const rest = { ...n };
			delete rest["@context"];
			return rest;
		})
	};
}
var F = {
	urgentCareCopay: "$25–75",
	uninsuredVisit: "$100–200",
	xRay: "$50–150",
	labs: "$20–100",
	erCopayFrom: "$150"
};
/** Paragraphs of a text: split on blank lines, trimmed, empty ones dropped. */
function splitParagraphs(text) {
	return String(text ?? "").split(/\r?\n\s*\r?\n/).map((p) => p.replace(/\s*\r?\n\s*/g, " ").trim()).filter((p) => p.length > 0);
}
var plural = (n, one, many) => n === 1 ? one : many;
/** 'N urgent care clinic found' / 'N urgent care clinics found'. */
function clinicsFoundText(count) {
	return `${count} urgent care ${plural(count, "clinic", "clinics")} found`;
}
/** The sentence of 'About Pediatric Urgent Care in {name}' with the real count. */
function townCountSentence(name, count) {
	if (count <= 0) return `This directory does not list any urgent care clinics in ${name} at the moment.`;
	return `This directory lists ${count} urgent care ${plural(count, "clinic", "clinics")} in ${name}.`;
}
/** A town page's plain statement when no clinic is listed in the town. */
function noClinicListedText(name) {
	return `No urgent care clinic is listed in ${name}.`;
}
/** Description of a town page that lists no clinic in the town. */
function emergencyTownMetaDescription(name, state) {
	return `No urgent care clinic is listed in ${name}, ${state}. The nearest pediatric urgent care clinics with their distance, and the hospital emergency room open 24 hours, with phone numbers and directions.`;
}
/** The town's description when its record has none (and for synthetic towns). */
function townIntro(name, state) {
	return `Families in ${name}, ${state} can use this page to find pediatric urgent care and walk-in clinics nearby, see which ones are open right now, and get hours, phone numbers and directions in one place.`;
}
/** Title for the town page when the record has no meta title. */
function townMetaTitle(name, state) {
	return `Pediatric Urgent Care in ${name}, ${state}`;
}
/** Description for the town page when the record has no meta description. */
function townMetaDescription(name, state, count) {
	return `${count} pediatric urgent care and walk-in ${plural(count, "clinic", "clinics")} in ${name}, ${state}: which are open now, hours, phone numbers, directions, typical costs and answers to common questions.`;
}
/** The five templated sections with the town's name inserted. */
function townSections(name) {
	return [
		{
			key: "whenToVisit",
			title: `When to Visit Pediatric Urgent Care in ${name}`,
			body: `Pediatric urgent care in ${name} fills the gap between your child's regular doctor and the emergency room. It is a good choice when your child needs to be seen today for an illness or injury that is not life-threatening, and your pediatrician's office is closed or cannot fit you in.

Common reasons families visit include a fever in a child older than 3 months who is drinking and alert, ear pain, a sore throat, cough and cold symptoms, a mild asthma flare-up, vomiting or diarrhea without signs of dehydration, rashes, pink eye, small cuts that may need stitches or skin glue, and sprains or possible simple fractures.

Go to the emergency room, or call 911, for trouble breathing, blue or gray lips, a seizure, a serious head injury, bleeding that will not stop, signs of severe dehydration, a child who is very hard to wake, or any fever of 100.4 °F or higher in a baby younger than 3 months. If you are unsure, call your pediatrician's after-hours line or the clinic and describe what is happening.`
		},
		{
			key: "benefits",
			title: `Benefits of Pediatric Urgent Care in ${name}`,
			body: `For many families in ${name}, urgent care means same-day care without an appointment. Most clinics accept walk-ins, and many are open in the evening and on weekends, which is often when an earache or a twisted ankle shows up.

A visit usually costs much less than the emergency room for the same minor problem, and the wait is often shorter, because an emergency department must see the most serious cases first. Many urgent care clinics can also take X-rays and run strep, flu and other common tests on site, so you can leave with an answer and a plan.

Urgent care does not replace your child's pediatrician. Ask the clinic to send a summary of the visit to your child's doctor, and follow up with the pediatrician as advised, especially for ongoing conditions such as asthma.`
		},
		{
			key: "preparation",
			title: `How to Prepare for an Urgent Care Visit in ${name}`,
			body: `Before you leave, call the clinic to confirm that it is open and that it sees children of your child's age. Some clinics do not treat young babies, and hours can change on holidays. Ask whether the clinic offers online check-in, which can shorten the time you spend in the waiting room.

Bring your child's insurance card (or Medicaid or KCHIP card), a photo ID, your pharmacy's name and phone number, and a list of your child's medicines and doses, allergies and vaccinations. Write down when the symptoms started, the highest temperature you measured, and any medicine you gave and when you gave it.

Pack a phone charger, a drink, a small snack if your child is allowed to eat, and a comfort item such as a favorite blanket or book. If your child has an ongoing condition, bring the care plan from their doctor.`
		},
		{
			key: "choosing",
			title: `Choosing the Right Urgent Care in ${name}`,
			body: `Not every urgent care clinic is set up the same way for children. When you compare clinics in ${name}, look for ones that list pediatric care or see patients of all ages, and check their hours for the days and times you are most likely to need them.

Ask whether the clinic can take X-rays and run lab tests on site, whether it accepts your child's insurance, and whether it takes walk-ins or prefers online check-in. The hours and open-now status in this directory come from public sources, so call ahead to confirm before you drive, especially late in the day.

It helps to choose a clinic before you need one. Save its phone number and address in your phone, note where the nearest hospital emergency room is as well, and keep your pediatrician's after-hours number handy.`
		},
		{
			key: "costs",
			title: `Urgent Care Costs in ${name}`,
			body: `What you pay depends on your insurance plan and on the care your child needs. With insurance, an urgent care visit often has a copay of about ${F.urgentCareCopay}. Without insurance, a basic visit typically costs about ${F.uninsuredVisit}.

Tests add to the bill: an X-ray often costs about ${F.xRay}, and lab tests about ${F.labs}. By comparison, an emergency room copay commonly starts at ${F.erCopayFrom}, and the total bill for the same minor problem is usually much higher in the emergency room.

Kentucky Medicaid and KCHIP cover urgent care for eligible children at participating clinics, and most clinics accept major private plans, but networks differ. Call the clinic or your insurer to confirm coverage, and if you are paying yourself, ask for the self-pay price before your child is seen. These figures are general estimates, not quotes.`
		}
	];
}
/** The eight town FAQ items, in page order; the first uses the real count. */
function townFaq(name, state, count, nearest) {
	const countAnswer = count <= 0 ? nearest === void 0 ? `This directory does not list any urgent care clinics in ${name}, ${state} at the moment. Check clinics in nearby towns from the home page, or call your child's pediatrician for advice.` : nearest === null ? `This directory does not list any urgent care clinic in ${name}, ${state}, nor within 50 miles of it. Call your child's pediatrician for advice; for a life-threatening emergency call 911.` : `This directory does not list any urgent care clinic in ${name}, ${state}. The nearest listed clinic is ${nearest.name} in ${nearest.city}, ${formatMiles(nearest.distance)} from the town centre. Hours can change, so call the clinic to confirm before you go.` : `This directory lists ${count} urgent care ${plural(count, "clinic", "clinics")} in ${name}, ${state}. Each listing shows the clinic's hours, whether it is open right now, its phone number and directions. Hours can change, so call the clinic to confirm before you go.`;
	return [
		{
			question: `How many urgent care centers are in ${name}?`,
			answer: countAnswer
		},
		{
			question: "When should I choose urgent care instead of the emergency room?",
			answer: "Choose urgent care for problems that need attention today but are not life-threatening, such as a fever in a child over 3 months who is alert and drinking, ear pain, a sore throat, mild asthma symptoms, small cuts, sprains and rashes. Go to the emergency room or call 911 for trouble breathing, a seizure, a serious injury, bleeding that will not stop, a child who is very hard to wake, or any fever of 100.4 °F or higher in a baby younger than 3 months."
		},
		{
			question: `Do urgent care clinics in ${name} accept walk-ins?`,
			answer: "Most urgent care clinics accept walk-in patients, and listings marked 'Walk-ins Welcome' say so. Some clinics also offer online check-in, which can shorten your wait. Policies change, so call ahead if you are not sure."
		},
		{
			question: `What are typical urgent care hours in ${name}?`,
			answer: "Many urgent care clinics open in the morning and stay open into the evening on weekdays, with shorter hours on weekends, but exact hours differ from clinic to clinic and change on holidays. Each listing shows the clinic's hours and, once the page has loaded, whether it is open now. Overnight, care is usually available only at a hospital emergency room."
		},
		{
			question: "What insurance do urgent care clinics accept?",
			answer: "Most clinics accept major private insurance plans, and many accept Kentucky Medicaid and KCHIP, but networks differ from clinic to clinic and from plan to plan. Call the clinic or the number on your insurance card before your visit to check that the clinic is in network. If you do not have insurance, ask for the self-pay price."
		},
		{
			question: "What conditions can pediatric urgent care treat?",
			answer: "Urgent care can usually treat fevers, colds, coughs, flu, sore throats and strep throat, ear infections, pink eye, mild asthma flare-ups, vomiting and diarrhea without dehydration, rashes and insect bites, minor burns, small cuts that need stitches or glue, and sprains or simple fractures. Services vary, so check the clinic's listing or call ahead."
		},
		{
			question: `How much does an urgent care visit cost in ${name}?`,
			answer: `With insurance, an urgent care visit often has a copay of about ${F.urgentCareCopay}. Without insurance, a basic visit typically costs about ${F.uninsuredVisit}, plus about ${F.xRay} for an X-ray and ${F.labs} for lab tests if your child needs them. An emergency room copay often starts at ${F.erCopayFrom}. Ask the clinic for its prices before your child is seen.`
		},
		{
			question: `Can urgent care clinics in ${name} do X-rays and lab tests?`,
			answer: `Many urgent care clinics can take X-rays and run common tests such as rapid strep, flu, COVID-19 and urine tests on site, so you get results during the visit. Not every clinic has X-ray equipment, so if you think a bone may be broken, call ahead to check. Without insurance, an X-ray often costs about ${F.xRay} and lab tests about ${F.labs}.`
		}
	];
}
// src/features/town/town-head.ts
var BROWSE_CITIES_HREF = "/#browse-cities";
var KENTUCKY_URGENT_CARE = "Kentucky Urgent Care";
/** Home > 'Kentucky Urgent Care' > '{Town}, {State}' (name and path). */
function townCrumbs(town) {
	return [
		{
			name: "Home",
			path: paths.home.getHref()
		},
		{
			name: KENTUCKY_URGENT_CARE,
			path: BROWSE_CITIES_HREF
		},
		{
			name: `${town.name}, ${town.state}`,
			path: paths.town.getHref(town.slug)
		}
	];
}
/**
* Title, description, canonical and BreadcrumbList + FAQPage JSON-LD, with
* the emergency rooms the page lists as Hospital objects. `nearby` is set
* only for a town without clinics of its own.
*/
function townHeadSpec(town, clinicCount, origin, extra = {}) {
	const nearby = extra.nearby ?? null;
	return {
		title: town.metaTitle ?? townMetaTitle(town.name, town.state),
		description: town.metaDescription ?? (nearby ? emergencyTownMetaDescription(town.name, town.state) : townMetaDescription(town.name, town.state, clinicCount)),
		path: paths.town.getHref(town.slug),
		jsonLd: jsonLdGraph(breadcrumbJsonLd(crumbUrls(townCrumbs(town), origin)), faqJsonLd(townFaqFor(town, clinicCount, nearby)), ...(extra.rooms ?? []).map((ed) => hospitalJsonLd(ed, { origin })))
	};
}
/** The FAQ; a town without clinics names the nearest listed one. */
function townFaqFor(town, count, nearby) {
	if (!nearby) return townFaq(town.name, town.state, count);
	const first = nearby[0];
	return townFaq(town.name, town.state, count, first && first.distance !== void 0 ? {
		name: first.name,
		city: first.city,
		distance: first.distance
	} : null);
}
export { townHeadSpec as a, splitParagraphs as c, townSections as d, Breadcrumb as f, townFaqFor as i, townCountSentence as l, jsonLdGraph as m, KENTUCKY_URGENT_CARE as n, clinicsFoundText as o, crumbUrls as p, townCrumbs as r, noClinicListedText as s, BROWSE_CITIES_HREF as t, townIntro as u };
