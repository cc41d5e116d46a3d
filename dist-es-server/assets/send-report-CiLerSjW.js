import { n as postListingReport, t as keepOnThisDevice } from "./offline-DpXPY1JQ.js";
import { n as newIdempotencyKey, o as keepOnDevice } from "./functions-Cl5QQRVN.js";
import { r as keptText } from "./notice-DzUXIJOf.js";
// src/features/listing-report/send-report.ts
/**
* Sends one report (loaded when a parent sends, off the page's first load).
* A report that gets no answer, none in time, or a server failure is kept
* on the device with its key and sent once later, as contact messages are.
*/
async function sendReport(report, opts) {
	const { idempotencyKey, honeypot } = opts;
	const o = await postListingReport(report, {
		...opts.backend,
		idempotencyKey,
		honeypot
	});
	if (o.kind === "sent") return o;
	if (keepOnDevice(o)) try {
		await keepOnThisDevice({
			kind: "report",
			idempotencyKey,
			report,
			honeypot,
			keptAt: (/* @__PURE__ */ new Date()).toISOString()
		});
		return {
			kind: "kept",
			text: keptText(o, "report")
		};
	} catch {
		return {
			kind: "failed",
			status: 0
		};
	}
	return o.kind === "refused" || o.kind === "failed" ? o : {
		kind: "failed",
		status: 0
	};
}
export { newIdempotencyKey, sendReport };
