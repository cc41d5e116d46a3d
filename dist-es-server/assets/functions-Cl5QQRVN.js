// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/domain/offline/outbox.ts
/** The outcome of an answer's status. */
function outcomeOfStatus(status) {
	if (status >= 200 && status < 300) return { kind: "sent" };
	if (status === 408 || status === 429 || status >= 500) return {
		kind: "failed",
		status
	};
	return {
		kind: "refused",
		status
	};
}
/**
* A kept message after a try from the outbox: 'drop' when it was sent or
* refused (a refusal would be refused again), 'keep' when it could not be
* delivered now.
*/
function afterTry(outcome) {
	return outcome.kind === "sent" || outcome.kind === "refused" ? "drop" : "keep";
}
/**
* Whether what the parent just submitted goes to the outbox instead of
* showing an error: when there was no answer at all or none in time, or the
* function failed on its side (5xx, 408: its database or mail provider is
* down), so nothing a parent wrote is lost to an outage. A refusal (4xx) and
* the rate limit (429) are said on the form instead.
*/
function keepOnDevice(outcome) {
	return outcome.kind === "unreachable" || outcome.kind === "timed_out" || outcome.kind === "failed" && outcome.status !== 429;
}
var isRecord = (v) => !!v && typeof v === "object" && !Array.isArray(v);
/** A record read back from storage is an OutboxItem (anything else is ignored). */
function isOutboxItem(value) {
	if (!isRecord(value)) return false;
	const v = value;
	if (!(typeof v.idempotencyKey === "string" && v.idempotencyKey.length > 0 && typeof v.honeypot === "string" && typeof v.keptAt === "string")) return false;
	if (v.kind === "report") {
		const r = v.report;
		return isRecord(r) && typeof r.clinic_id === "string" && Array.isArray(r.kinds) && r.kinds.every((k) => typeof k === "string") && ["note", "email"].every((k) => r[k] === void 0 || typeof r[k] === "string");
	}
	const m = v.message;
	return (v.kind === void 0 || v.kind === "message") && (v.clinicId === void 0 || typeof v.clinicId === "string") && isRecord(m) && [
		"name",
		"email",
		"subject",
		"message"
	].every((k) => typeof m[k] === "string");
}
// src/data/functions.ts
var functions_exports = /* @__PURE__ */ __exportAll({ newIdempotencyKey: () => newIdempotencyKey });
/**
* A new idempotency key for one message or report (a UUID).
* crypto.randomUUID needs a secure context; elsewhere (an http:// LAN
* address) the same format is made from crypto.getRandomValues.
*/
function newIdempotencyKey() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const b = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	b[6] = b[6] & 15 | 64;
	b[8] = b[8] & 63 | 128;
	const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
/**
* POSTs a JSON body to one of the project's Edge Functions with its
* Idempotency-Key, saying what it came to: sent (2xx), refused (4xx), failed
* (5xx, 408, 429), unreachable (no answer at all) or timed out.
*/
async function postToFunction(name, body, opts) {
	const doFetch = opts.fetch ?? fetch;
	let res;
	try {
		res = await doFetch(`${opts.supabaseUrl}/functions/v1/${name}`, {
			method: "POST",
			headers: {
				Authorization: `Bearer ${opts.anonKey}`,
				"Content-Type": "application/json",
				"Idempotency-Key": opts.idempotencyKey
			},
			body: JSON.stringify(body),
			signal: AbortSignal.timeout(opts.timeoutMs ?? 3e4)
		});
	} catch (e) {
		return e instanceof DOMException && e.name === "TimeoutError" ? { kind: "timed_out" } : { kind: "unreachable" };
	}
	await res.body?.cancel().catch(() => {});
	return outcomeOfStatus(res.status);
}
export { isOutboxItem as a, afterTry as i, newIdempotencyKey as n, keepOnDevice as o, postToFunction as r, functions_exports as t };
