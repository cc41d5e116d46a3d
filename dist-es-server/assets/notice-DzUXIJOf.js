// src/domain/offline/notice.ts
/** 'Nov 25, 2026, 1:05 PM' (as the outage notice writes it) in the given zone, the device's by default. */
function formatSavedAt(at, timeZone) {
	if (Number.isNaN(at.getTime())) return null;
	return `${at.toLocaleDateString("es-US", {
		timeZone,
		month: "long",
		day: "numeric",
		year: "numeric"
	})}, ${at.toLocaleTimeString("en-US", {
		timeZone,
		hour: "numeric",
		minute: "2-digit"
	})}`;
}
/** The offline notice; without a known date it never invents one. */
function offlineNoticeText(savedAt, timeZone) {
	const when = savedAt ? formatSavedAt(savedAt, timeZone) : null;
	return when ? `No tiene conexión. Se muestra el directorio guardado el ${when}. Llame a la clínica para confirmar antes de ir.` : "No tiene conexión. Se muestra el directorio guardado en este dispositivo. Llame a la clínica para confirmar antes de ir.";
}
/** Online, but the live read failed and the service worker's copy is shown. */
function copyNoticeText(savedAt, timeZone) {
	const when = formatSavedAt(savedAt, timeZone);
	return `No podemos conectar con el directorio en este momento. Se muestra el directorio guardado ${when ? "el " + when : "en este dispositivo"}. Llame a la clínica para confirmar antes de ir.`;
}
var UPDATE_NOTICE_TEXT = "Hay una nueva versión disponible";
/**
* What the form says when it kept what the parent wrote: offline (no answer
* at all), or the site's server failed or did not answer in time. Either
* way it goes out by itself, once; nothing to send again.
*/
function keptText(outcome, what) {
	const word = what === "message" ? "mensaje" : "reporte";
	return outcome.kind === "unreachable" ? `No tiene conexión. Su ${word} está guardado en este dispositivo y se enviará cuando vuelva a tener conexión.` : `No pudimos enviar su ${word} en este momento. Está guardado en este dispositivo y se enviará automáticamente; no necesita enviarlo de nuevo.`;
}
export { offlineNoticeText as i, copyNoticeText as n, keptText as r, UPDATE_NOTICE_TEXT as t };
