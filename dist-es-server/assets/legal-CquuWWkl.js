import { V as config } from "./shared-BbTtww70.js";
import { l as measurementConfig } from "./content-B5NoM-UN.js";
import { t as paths } from "./paths-CCIO7f15.js";
import { t as Link } from "./chunk-7RTFRKQW-b8Hm6ru0.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/legal/legal-page.tsx
/** The date the legal texts last changed (change it with them). */
var LEGAL_LAST_UPDATED = "Última actualización: 26 de noviembre de 2026";
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
					children: "Contáctenos"
				}), /* @__PURE__ */ jsxs("p", {
					className: "mt-2",
					children: [
						"Si tiene preguntas sobre esta página, escríbanos a",
						" ",
						/* @__PURE__ */ jsx("a", {
							className: "font-semibold break-all text-blue-800 underline underline-offset-2",
							href: `mailto:${config.contactEmail}`,
							children: config.contactEmail
						}),
						" ",
						"o use el formulario de contacto en la parte de arriba de cualquier página."
					]
				})]
			}),
			/* @__PURE__ */ jsx(Link, {
				to: paths.home.getHref(),
				className: "mt-8 inline-flex min-h-11 items-center rounded bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900",
				children: "Volver al inicio"
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
		return host === "pagead2.googlesyndication.com" ? "Google AdSense" : `la red de anuncios en ${host}`;
	} catch {
		return "una red de anuncios";
	}
}
/** Where page views are counted, in words: the endpoint's host, or this site. */
function analyticsHost(endpoint) {
	return endpoint.startsWith("/") ? "la propia dirección de este sitio" : new URL(endpoint).host;
}
/** What the privacy page's description says, for this configuration. */
function privacyDescription(siteName, cfg) {
	const base = `Cómo ${siteName} trata los mensajes de contacto, los reportes sobre las fichas de clínicas, las búsquedas y la ubicación`;
	if (!cfg.analytics && !cfg.ads) return `${base}. Sin analítica, sin publicidad, sin cookies.`;
	return `${base}; ${[cfg.analytics && "el conteo de visitas", cfg.ads && "los anuncios"].filter(Boolean).join(" y ")}, y cómo excluirse.`;
}
// src/features/legal/privacy-policy.tsx
/**
* The privacy policy in Spanish (the Spanish build loads this file in place
* of ./privacy-policy.tsx): the same sections, from this build's
* configuration. The English version governs; the first line says so and
* links to it.
*/
function PrivacyPolicy({ measurement = measurementConfig }) {
	const site = config.siteName;
	const { analytics, ads } = measurement;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", {
			"data-testid": "english-governs",
			className: "rounded border border-slate-300 bg-slate-50 p-3 font-semibold text-slate-900",
			children: [
				"Esta es una traducción. La versión en inglés es la oficial y la que rige.",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/privacy",
					hrefLang: "en",
					className: "text-blue-800 underline underline-offset-2",
					children: "Ver la versión en inglés"
				}),
				"."
			]
		}),
		/* @__PURE__ */ jsxs("p", { children: [site, " («nosotros») es un directorio gratuito, de solo lectura, de centros de atención de urgencia pediátrica y clínicas sin cita en el oeste de Kentucky. No hay cuentas ni inicio de sesión. Esta política explica qué información maneja el sitio, por qué, y las opciones que usted tiene."] }),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-collect",
			title: "Información que recopilamos",
			children: [
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Los mensajes que nos envía." }), " Cuando usa el formulario de contacto (incluido «Sugerir una corrección»), recibimos el nombre, el correo electrónico, el asunto y el mensaje que usted escribe. El formulario los envía a nuestro servidor alojado, que guarda el mensaje y nos lo reenvía por medio de un servicio de envío de correo electrónico. Para evitar abusos, también guarda con el mensaje una forma codificada en un solo sentido (hash) de su dirección IP, para limitar cuántos mensajes se pueden enviar en poco tiempo. Usamos esta información solo para leer y responder su mensaje, corregir el directorio y detener el correo no deseado (spam)."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Los reportes sobre una ficha." }), " Cuando responde a «¿Es correcta esta información?» en la página de una clínica, recibimos de qué clínica se trata, lo que usted eligió, y la nota y el correo electrónico que agregue (ambos opcionales). Nuestro servidor alojado los guarda con una forma codificada (hash) de su dirección IP, que se usa solo para limitar cuántos reportes se pueden enviar y para contar visitantes distintos. No se envían a la clínica. Los usamos solo para revisar y corregir el directorio, y para responderle si usted lo pidió."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Los lugares que busca." }), " Cuando escribe una ciudad, una dirección o un código postal y busca, ese texto (con «, Kentucky, USA» agregado) se envía a un servicio público de geocodificación para convertirlo en coordenadas de un mapa. No guardamos sus búsquedas."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Su ubicación actual." }), " Si elige «Usar mi ubicación actual», su navegador primero le pide permiso. Su posición se usa solo dentro de su navegador para calcular las distancias a las clínicas. Nunca se nos envía y nunca se guarda."] }),
				/* @__PURE__ */ jsxs("p", { children: [/* @__PURE__ */ jsx("strong", { children: "Información técnica." }), " Como en cualquier sitio web, los servicios que alojan el sitio y los datos de las clínicas reciben con cada solicitud información técnica estándar, como su dirección IP, el tipo de navegador y la página solicitada, y pueden guardarla por poco tiempo en los registros del servidor por seguridad y fiabilidad."] })
			]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-cookies",
			title: analytics || ads ? "Analítica, publicidad y cookies" : "Sin analítica, sin publicidad, sin cookies",
			children: [
				analytics ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Conteo de visitas." }),
					" El sitio cuenta las páginas vistas con GoatCounter, un contador que no usa cookies, en",
					" ",
					analyticsHost(analytics.endpoint),
					". Por cada página que usted abre envía solo la ruta de la página (por ejemplo /es/town/paducah, o la dirección de la página de una clínica que abrió): nunca el lugar ni el código postal que buscó, su ubicación, la dirección de la que venía, ni una clínica a la que llamó o cuya ruta buscó. Los toques en «Llamar ahora» y «Cómo llegar» no se cuentan. Como cualquier solicitud, lleva su dirección IP y el tipo de navegador."
				] }) : /* @__PURE__ */ jsx("p", { children: "El sitio no usa analítica: nada cuenta ni sigue sus visitas." }),
				ads ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Publicidad." }),
					" Los artículos de salud y las páginas de las ciudades muestran anuncios de ",
					adNetworkName(ads.scriptUrl),
					", lo que ayuda a que el directorio siga siendo gratuito. Nunca hay anuncios en la página de inicio, los resultados de búsqueda, las páginas de las clínicas, las listas de salas de emergencias, la ventana «Información de emergencia» ni el formulario de contacto, y nunca al lado de los enlaces «Llamar» o «Cómo llegar» de una clínica. Pedimos solo anuncios no personalizados: anuncios elegidos según la página, no según un perfil suyo. En esas páginas, el código de la red de anuncios recibe su dirección IP, el tipo de navegador y la dirección de la página (un artículo o una ciudad, nunca una búsqueda que usted hizo), y puede guardar cookies o usar un almacenamiento parecido en sus propios dominios para limitar cuántas veces ve un anuncio, evitar fraudes y medir los anuncios, según su propia política de privacidad."
				] }) : /* @__PURE__ */ jsx("p", { children: "El sitio no muestra publicidad." }),
				/* @__PURE__ */ jsxs("p", { children: [analytics || ads ? "El sitio en sí no guarda cookies. " : "El sitio no guarda cookies. ", "En su dispositivo guarda solo una copia de sus páginas para que se abran sin conexión (en la memoria caché de su navegador para este sitio), y un mensaje o reporte sobre una ficha que usted escribió sin conexión, hasta que se envíe (en el almacenamiento de su navegador). Si una parte de una página no carga, anota la hora de una recarga automática para esa pestaña, que su navegador olvida cuando se cierra la pestaña."] }),
				analytics || ads ? /* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("strong", { children: "Cómo desactivarlo." }),
					" Cuando su navegador envía Global Privacy Control o Do Not Track, el sitio",
					" ",
					analytics && ads ? "no cuenta la visita ni muestra anuncios" : analytics ? "no cuenta la visita" : "no muestra anuncios",
					": no se envía nada",
					" ",
					analytics && ads ? "a ninguno de los dos servicios" : "a ese servicio",
					". Nunca le damos a",
					" ",
					analytics && ads ? "estos servicios" : "este servicio",
					" sus mensajes de contacto, reportes sobre fichas, búsquedas ni su ubicación."
				] }) : null
			]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "privacy-use",
			title: "Cómo usamos la información",
			children: [/* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "Para responder sus mensajes y corregir las fichas de clínicas" }),
					/* @__PURE__ */ jsx("li", { children: "Para que el sitio funcione bien, sea seguro y rápido" }),
					analytics ? /* @__PURE__ */ jsx("li", { children: "Para contar qué páginas se visitan, solo por su ruta" }) : null,
					ads ? /* @__PURE__ */ jsx("li", { children: "Para mostrar la publicidad que paga el sitio" }) : null
				]
			}), /* @__PURE__ */ jsx("p", { children: "No vendemos su información personal y no usamos sus mensajes para publicidad." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-health",
			title: "Información de salud",
			children: /* @__PURE__ */ jsx("p", { children: "El sitio no pide información de salud y no es un servicio médico. Por favor, no incluya detalles sobre la salud de su hijo en un mensaje de contacto. Si su hijo necesita atención, comuníquese con una clínica o con su pediatra, o llame al 911 en una emergencia." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-children",
			title: "Privacidad de los niños",
			children: /* @__PURE__ */ jsx("p", { children: "El sitio está pensado para padres y cuidadores. No está dirigido a niños menores de 13 años, y no recopilamos a sabiendas información personal de ellos. Si cree que un niño nos envió información personal, comuníquese con nosotros y la borraremos." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-choices",
			title: "Sus opciones",
			children: /* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "Puede usar todo el directorio sin enviarnos nada." }),
					/* @__PURE__ */ jsx("li", { children: "Puede negar o retirar el permiso de ubicación en la configuración de su navegador en cualquier momento y, en su lugar, escribir un lugar." }),
					analytics || ads ? /* @__PURE__ */ jsxs("li", { children: [
						"Puede activar Global Privacy Control o Do Not Track en su navegador: entonces el sitio no envía nada a",
						" ",
						analytics && ads ? "su contador ni a su red de anuncios" : analytics ? "su contador" : "su red de anuncios",
						". También puede bloquear o borrar las cookies en la configuración de su navegador; el directorio funciona igual sin ellas."
					] }) : null,
					/* @__PURE__ */ jsx("li", { children: "Puede borrar la copia sin conexión del sitio y cualquier mensaje no enviado al borrar los datos de este sitio en la configuración de su navegador." }),
					/* @__PURE__ */ jsx("li", { children: "Puede pedirnos ver o borrar un mensaje que nos envió, escribiendo a la dirección que aparece abajo." })
				]
			})
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-keep",
			title: "Cuánto tiempo guardamos la información",
			children: /* @__PURE__ */ jsx("p", { children: "Guardamos los mensajes de contacto solo el tiempo necesario para responderle y para llevar un registro de las correcciones al directorio, y luego los borramos." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-security",
			title: "Seguridad",
			children: /* @__PURE__ */ jsx("p", { children: "El sitio se sirve por una conexión cifrada (HTTPS), y solo las personas que responden los mensajes guardados tienen acceso a ellos. Ningún método para enviar o guardar datos es completamente seguro, pero tenemos un cuidado razonable para proteger lo que usted nos envía." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-links",
			title: "Enlaces a otros sitios web",
			children: /* @__PURE__ */ jsx("p", { children: "Los sitios web de las clínicas, las indicaciones de mapas y las fuentes enlazadas desde el directorio son de otros, con sus propias políticas de privacidad. No somos responsables de sus prácticas." })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "privacy-changes",
			title: "Cambios a esta política",
			children: /* @__PURE__ */ jsx("p", { children: "Podemos actualizar esta política de vez en cuando. La fecha de arriba indica cuándo cambió por última vez." })
		})
	] });
}
// src/features/legal/terms-of-service.tsx
/**
* The terms in Spanish (the Spanish build loads this file in place of
* ./terms-of-service.tsx): the same sections, advertising as this build
* configures it. The English version governs; the first line says so and
* links to it.
*/
function TermsOfService({ measurement = measurementConfig }) {
	const site = config.siteName;
	const { ads } = measurement;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("p", {
			"data-testid": "english-governs",
			className: "rounded border border-slate-300 bg-slate-50 p-3 font-semibold text-slate-900",
			children: [
				"Esta es una traducción. La versión en inglés es la oficial y la que rige.",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/terms",
					hrefLang: "en",
					className: "text-blue-800 underline underline-offset-2",
					children: "Ver la versión en inglés"
				}),
				"."
			]
		}),
		/* @__PURE__ */ jsxs("p", { children: [
			"Estos términos se aplican a su uso de ",
			site,
			" (el «sitio»). Al usar el sitio, usted los acepta. Si no está de acuerdo, por favor no use el sitio."
		] }),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-directory",
			title: "Solo un directorio, no un consejo médico",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				/* @__PURE__ */ jsxs("strong", { children: [site, " es solo un directorio informativo. No ofrece consejos, diagnósticos ni tratamientos médicos."] }),
				" ",
				"Los artículos, las páginas de las ciudades y las fichas de las clínicas son información general y no reemplazan el consejo de un médico u otro profesional de la salud calificado. Usar el sitio no crea una relación médico-paciente con nosotros ni con ninguna clínica de la lista."
			] }), /* @__PURE__ */ jsx("p", { children: "No administramos, no somos dueños ni respaldamos ninguna clínica del directorio, y aparecer en la lista no es una recomendación." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-emergency",
			title: "En una emergencia, llame al 911",
			children: /* @__PURE__ */ jsxs("p", { children: [
				/* @__PURE__ */ jsx("strong", { children: "Si usted o su hijo podrían estar teniendo una emergencia médica, llame al 911 de inmediato." }),
				" ",
				"En una emergencia, no dependa del sitio ni espere la respuesta a un mensaje."
			] })
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-verify",
			title: "Confirme la información con la clínica",
			children: [/* @__PURE__ */ jsxs("p", { children: [
				"Los nombres, las direcciones, los números de teléfono, los horarios, los servicios, los seguros aceptados y el estado «abierto ahora» de las clínicas vienen de fuentes públicas y pueden estar incompletos, desactualizados o equivocados. El estado «abierto ahora» se calcula en su navegador a partir del horario publicado y no tiene en cuenta días festivos, el mal tiempo ni otros cierres.",
				" ",
				/* @__PURE__ */ jsx("strong", { children: "Confirme siempre la información directamente con la clínica antes de ir." })
			] }), /* @__PURE__ */ jsx("p", { children: "Los costos que aparecen en los artículos y en las páginas de las ciudades son estimaciones generales, no presupuestos. Confirme los precios y la cobertura con la clínica y con su aseguradora." })]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-use",
			title: "Uso del sitio",
			children: [/* @__PURE__ */ jsx("p", { children: "Usted se compromete a no:" }), /* @__PURE__ */ jsxs("ul", {
				className: LIST,
				children: [
					/* @__PURE__ */ jsx("li", { children: "usar el sitio para ningún fin ilegal;" }),
					/* @__PURE__ */ jsx("li", { children: "enviar mensajes falsos, abusivos o dañinos por medio del formulario de contacto;" }),
					/* @__PURE__ */ jsx("li", { children: "intentar interrumpir el sitio, burlar su seguridad o copiar el directorio de forma masiva con medios automatizados." })
				]
			})]
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-ads",
			title: ads ? "Publicidad y enlaces a otros sitios" : "Enlaces a otros sitios",
			children: [ads ? /* @__PURE__ */ jsxs("p", { children: [
				"Los artículos de salud y las páginas de las ciudades muestran publicidad de ",
				adNetworkName(ads.scriptUrl),
				". No elegimos ni respaldamos cada anuncio, y un anuncio no es una recomendación de ningún producto, servicio o proveedor. Nunca hay anuncios en las fichas de las clínicas ni en la información de emergencia."
			] }) : /* @__PURE__ */ jsx("p", { children: "El sitio no muestra publicidad." }), /* @__PURE__ */ jsx("p", { children: "Los enlaces a sitios web de clínicas, mapas y otros sitios se ofrecen para su comodidad. No somos responsables de su contenido ni de sus prácticas." })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-content",
			title: "Nuestro contenido",
			children: /* @__PURE__ */ jsxs("p", { children: [
				"Los artículos, los textos y el diseño del sitio pertenecen a ",
				site,
				" o a quienes le dan licencia. Puede compartir enlaces a cualquier página e imprimir páginas para su uso personal, sin fines comerciales."
			] })
		}),
		/* @__PURE__ */ jsxs(LegalSection, {
			id: "terms-warranty",
			title: "Sin garantía; limitación de responsabilidad",
			children: [/* @__PURE__ */ jsx("p", { children: "El sitio se ofrece «tal como está» y «según disponibilidad», sin garantías de ningún tipo, incluida la de que la información sea exacta, completa o actual, o la de que el sitio esté siempre disponible." }), /* @__PURE__ */ jsxs("p", { children: [
				"En la máxima medida que permita la ley, ",
				site,
				" no es responsable de ninguna pérdida o daño que resulte de usar el sitio o de confiar en él, o en cualquier clínica que aparezca en él."
			] })]
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-law",
			title: "Ley aplicable",
			children: /* @__PURE__ */ jsxs("p", { children: [
				"Estos términos se rigen por las leyes del estado de Kentucky (",
				/* @__PURE__ */ jsx("span", {
					lang: "en",
					children: "Commonwealth of Kentucky"
				}),
				"), sin tener en cuenta sus normas sobre conflictos de leyes. Cualquier disputa sobre el sitio se resolverá en los tribunales estatales o federales ubicados en Kentucky."
			] })
		}),
		/* @__PURE__ */ jsx(LegalSection, {
			id: "terms-changes",
			title: "Cambios a estos términos",
			children: /* @__PURE__ */ jsx("p", { children: "Podemos actualizar estos términos de vez en cuando. La fecha de arriba indica cuándo cambiaron por última vez. Si sigue usando el sitio después de un cambio, acepta los términos actualizados." })
		})
	] });
}
// src/app/pages/legal.tsx
var privacyHead = () => ({
	title: "Política de privacidad",
	description: privacyDescription(config.siteName, measurementConfig),
	path: paths.privacy.getHref()
});
var termsHead = () => ({
	title: "Términos de servicio",
	description: `Términos de uso de ${config.siteName}: solo un directorio, no un consejo médico. En una emergencia, llame al 911.`,
	path: paths.terms.getHref()
});
function PrivacyPage() {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Política de privacidad",
		children: /* @__PURE__ */ jsx(PrivacyPolicy, {})
	});
}
function TermsPage() {
	return /* @__PURE__ */ jsx(LegalPage, {
		title: "Términos de servicio",
		children: /* @__PURE__ */ jsx(TermsOfService, {})
	});
}
export { PrivacyPage, TermsPage, privacyHead, termsHead };
