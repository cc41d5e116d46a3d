// src/domain/contact.ts
var CONTACT_LIMITS = {
	name: 100,
	email: 254,
	subject: 150,
	message: 5e3
};
var LABELS = {
	name: "Nombre",
	email: "Correo electrónico",
	subject: "Asunto",
	message: "Mensaje"
};
/** The WHATWG (HTML input type=email) address format. */
var EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
function isValidEmail(email) {
	return EMAIL.test(email.trim());
}
/** Lone UTF-16 surrogates become U+FFFD (String.prototype.toWellFormed). */
function wellFormed(s) {
	return s.replace(/[\uD800-\uDFFF]/gu, "�");
}
/** Length in characters (code points), not UTF-16 units: one emoji is 1. */
function charCount(s) {
	return Array.from(s).length;
}
/** Field errors for a message (empty object = valid). Never throws. */
function validateContactMessage(msg) {
	const errors = {};
	for (const field of Object.keys(CONTACT_LIMITS)) {
		const raw = msg[field];
		const value = typeof raw === "string" ? wellFormed(raw).trim() : "";
		const limit = CONTACT_LIMITS[field];
		if (!value) errors[field] = `El campo ${LABELS[field]} es obligatorio.`;
		else if (charCount(value) > limit) errors[field] = `El campo ${LABELS[field]} debe tener como máximo ${limit.toLocaleString("es-US")} caracteres.`;
		else if (field === "email" && !isValidEmail(value)) errors.email = "Escriba un correo electrónico válido, como nombre@example.com.";
	}
	return errors;
}
/**
* The body the Edge Function receives: exactly these four fields, trimmed
* and well-formed.
*/
function toContactBody(msg) {
	return {
		name: wellFormed(msg.name).trim(),
		email: wellFormed(msg.email).trim(),
		subject: wellFormed(msg.subject).trim(),
		message: wellFormed(msg.message).trim()
	};
}
export { validateContactMessage as a, toContactBody as i, charCount as n, wellFormed as o, isValidEmail as r, CONTACT_LIMITS as t };
