import { V as config } from "./shared-BbTtww70.js";
import { i as toContactBody } from "./contact-kl3Im56-.js";
import { a as isOutboxItem, i as afterTry, r as postToFunction } from "./functions-Cl5QQRVN.js";
// src/data/contact.ts
/** The hidden field people never see and form-filling bots fill in. */
var HONEYPOT_FIELD = "website";
/** The same POST, saying what it came to (for the form and the outbox). */
function postContactMessage(msg, opts) {
	return postToFunction("send-contact-email", {
		...toContactBody(msg),
		...opts.clinicId ? { clinic_id: opts.clinicId } : {},
		...opts.honeypot ? { [HONEYPOT_FIELD]: opts.honeypot } : {}
	}, opts);
}
// src/data/listing-report.ts
/**
* POSTs a listing report (domain/listing-report.ts toReportBody) to the
* report-listing Edge Function with the report's one idempotency key,
* saying what it came to (for the form and the outbox).
*/
function postListingReport(body, opts) {
	return postToFunction("report-listing", opts.honeypot ? {
		...body,
		[HONEYPOT_FIELD]: opts.honeypot
	} : body, opts);
}
// src/data/outbox.ts
var DB_NAME = "wky-offline";
var STORE = "contact-outbox";
function request(req) {
	return new Promise((resolve, reject) => {
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error ?? /* @__PURE__ */ new Error("IndexedDB request failed"));
	});
}
function open(idb) {
	const req = idb.open(DB_NAME, 1);
	req.onupgradeneeded = () => {
		if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: "idempotencyKey" });
	};
	return request(req);
}
async function withStore(idb, mode, run) {
	const db = await open(idb);
	try {
		const tx = db.transaction(STORE, mode);
		const result = await request(run(tx.objectStore(STORE)));
		await new Promise((resolve, reject) => {
			tx.oncomplete = () => resolve();
			tx.onerror = tx.onabort = () => reject(tx.error ?? /* @__PURE__ */ new Error("IndexedDB transaction failed"));
		});
		return result;
	} finally {
		db.close();
	}
}
/** The outbox in this browser's IndexedDB (an injected factory in tests). */
function indexedDbOutbox(idb = globalThis.indexedDB) {
	return {
		async keep(item) {
			await withStore(idb, "readwrite", (s) => s.put(item));
		},
		async list() {
			return (await withStore(idb, "readonly", (s) => s.getAll())).filter(isOutboxItem).sort((a, b) => a.keptAt.localeCompare(b.keptAt));
		},
		async remove(key) {
			await withStore(idb, "readwrite", (s) => s.delete(key));
		}
	};
}
/**
* Tries every kept message once, oldest first, each with its own key; drops
* the sent and the refused, keeps the rest. One flush at a time in this tab
* and, where the browser has Web Locks, across tabs, so no message is in
* flight twice. Resolves with how many were sent.
*/
function outboxFlusher(outbox, send, locks = globalThis.navigator?.locks) {
	let running = null;
	const flushOnce = async () => {
		let sent = 0;
		for (const item of await outbox.list()) {
			const outcome = await send(item);
			if (afterTry(outcome) === "drop") await outbox.remove(item.idempotencyKey);
			if (outcome.kind === "sent") sent++;
			if (outcome.kind === "unreachable") break;
		}
		return sent;
	};
	return () => {
		running ??= (locks ? locks.request(`${DB_NAME}-${STORE}`, flushOnce) : flushOnce()).finally(() => running = null);
		return running;
	};
}
// src/features/offline/outbox-client.ts
var backend = config.supabaseUrl && config.supabaseAnonKey ? {
	supabaseUrl: config.supabaseUrl,
	anonKey: config.supabaseAnonKey
} : null;
var FIRST_RETRY_MS = 2e4;
var LONGEST_RETRY_MS = 3e5;
var outbox = null;
var flush = null;
var retryTimer = null;
var retryDelay = FIRST_RETRY_MS;
var theOutbox = () => typeof indexedDB === "undefined" ? null : outbox ??= indexedDbOutbox();
/** Keeps a message or report on the device; rejects when the device cannot store it. */
async function keepOnThisDevice(item) {
	const box = theOutbox();
	if (!box) throw new Error("this browser cannot keep messages");
	await box.keep(item);
	retryDelay = FIRST_RETRY_MS;
	scheduleRetry();
}
function send(item) {
	const to = {
		...backend,
		idempotencyKey: item.idempotencyKey
	};
	return item.kind === "report" ? postListingReport(item.report, {
		...to,
		honeypot: item.honeypot
	}) : postContactMessage(item.message, {
		...to,
		honeypot: item.honeypot,
		clinicId: item.clinicId
	});
}
function scheduleRetry() {
	if (retryTimer !== null || typeof window === "undefined") return;
	retryTimer = setTimeout(() => {
		retryTimer = null;
		retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
		flushOutbox();
	}, retryDelay);
}
/** Sends everything kept once (never two flushes at a time). */
async function flushOutbox() {
	const box = theOutbox();
	if (!box || !backend) return 0;
	flush ??= outboxFlusher(box, send);
	try {
		const sent = await flush();
		if ((await box.list()).length > 0) scheduleRetry();
		else retryDelay = FIRST_RETRY_MS;
		return sent;
	} catch (e) {
		console.error("could not send what was kept on this device", e);
		return 0;
	}
}
export { postContactMessage as i, postListingReport as n, HONEYPOT_FIELD as r, keepOnThisDevice as t };
