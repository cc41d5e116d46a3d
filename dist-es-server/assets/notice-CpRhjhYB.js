// src/domain/offline/notice.ts
/** 'Nov 25, 2026, 1:05 PM' (as the outage notice writes it) in the given zone, the device's by default. */
function formatSavedAt(at, timeZone) {
	if (Number.isNaN(at.getTime())) return null;
	return at.toLocaleString("en-US", {
		timeZone,
		month: "short",
		day: "numeric",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit"
	});
}
/** The offline notice; without a known date it never invents one. */
function offlineNoticeText(savedAt, timeZone) {
	const when = savedAt ? formatSavedAt(savedAt, timeZone) : null;
	return when ? `You're offline. Showing the directory as saved on ${when}. Call the clinic to confirm before you go.` : "You're offline. Showing the directory as saved on this device. Call the clinic to confirm before you go.";
}
/** Online, but the live read failed and the service worker's copy is shown. */
function copyNoticeText(savedAt, timeZone) {
	return `We can't reach the directory right now. Showing the directory as saved on ${formatSavedAt(savedAt, timeZone) ?? "this device"}. Call the clinic to confirm before you go.`;
}
var UPDATE_NOTICE_TEXT = "A new version is available";
/**
* What the form says when it kept what the parent wrote: offline (no answer
* at all), or the site's server failed or did not answer in time. Either
* way it goes out by itself, once; nothing to send again.
*/
function keptText(outcome, what) {
	return outcome.kind === "unreachable" ? `You're offline. Your ${what} is saved on this device and will be sent when you're back online.` : `We couldn't send your ${what} just now. It is saved on this device and will be sent automatically — you don't need to send it again.`;
}
export { offlineNoticeText as i, copyNoticeText as n, keptText as r, UPDATE_NOTICE_TEXT as t };
