import { config } from '@/config/env'
import { measurementConfig, type MeasurementConfig } from '@/config/measurement'
import { EnglishGoverns } from './english-governs.es'
import { LegalSection, LIST } from './legal-page'
import { adNetworkName } from './measurement-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * The terms in Spanish (the Spanish build loads this file in place of
 * ./terms-of-service.tsx): the same sections, advertising as this build
 * configures it. The English version governs; the first line says so and
 * links to it.
 */
export function TermsOfService({
  measurement = measurementConfig,
}: {
  measurement?: Pick<MeasurementConfig, 'analytics' | 'ads'>
}) {
  const site = config.siteName
  const { ads } = measurement
  return (
    <>
      <EnglishGoverns href="/terms" />

      <p>
        Estos términos se aplican a su uso de {site} (el «sitio»). Al usar el
        sitio, usted los acepta. Si no está de acuerdo, por favor no use el
        sitio.
      </p>

      <LegalSection
        id="terms-directory"
        title="Solo un directorio, no un consejo médico"
      >
        <p>
          <strong>
            {site} es solo un directorio informativo. No ofrece consejos,
            diagnósticos ni tratamientos médicos.
          </strong>{' '}
          Los artículos, las páginas de las ciudades y las fichas de las
          clínicas son información general y no reemplazan el consejo de un
          médico u otro profesional de la salud calificado. Usar el sitio no
          crea una relación médico-paciente con nosotros ni con ninguna clínica
          de la lista.
        </p>
        <p>
          No administramos, no somos dueños ni respaldamos ninguna clínica del
          directorio, y aparecer en la lista no es una recomendación.
        </p>
      </LegalSection>

      <LegalSection
        id="terms-emergency"
        title="En una emergencia, llame al 911"
      >
        <p>
          <strong>
            <KeepTogether
              prose
              text="Si usted o su hijo podrían estar teniendo una emergencia médica, llame al 911 de inmediato."
            />
          </strong>{' '}
          En una emergencia, no dependa del sitio ni espere la respuesta a un
          mensaje.
        </p>
      </LegalSection>

      <LegalSection
        id="terms-verify"
        title="Confirme la información con la clínica"
      >
        <p>
          Los nombres, las direcciones, los números de teléfono, los horarios,
          los servicios, los seguros aceptados y el estado «abierto ahora» de
          las clínicas vienen de fuentes públicas y pueden estar incompletos,
          desactualizados o equivocados. El estado «abierto ahora» se calcula en
          su navegador a partir del horario publicado y no tiene en cuenta días
          festivos, el mal tiempo ni otros cierres.{' '}
          <strong>
            Confirme siempre la información directamente con la clínica antes de
            ir.
          </strong>
        </p>
        <p>
          Los costos que aparecen en los artículos y en las páginas de las
          ciudades son estimaciones generales, no presupuestos. Confirme los
          precios y la cobertura con la clínica y con su aseguradora.
        </p>
      </LegalSection>

      <LegalSection id="terms-use" title="Uso del sitio">
        <p>Usted se compromete a no:</p>
        <ul className={LIST}>
          <li>usar el sitio para ningún fin ilegal;</li>
          <li>
            enviar mensajes falsos, abusivos o dañinos por medio del formulario
            de contacto;
          </li>
          <li>
            intentar interrumpir el sitio, burlar su seguridad o copiar el
            directorio de forma masiva con medios automatizados.
          </li>
        </ul>
      </LegalSection>

      <LegalSection
        id="terms-ads"
        title={
          ads ? 'Publicidad y enlaces a otros sitios' : 'Enlaces a otros sitios'
        }
      >
        {ads ? (
          <p>
            Los artículos de salud y las páginas de las ciudades muestran
            publicidad de {adNetworkName(ads.scriptUrl)}. No elegimos ni
            respaldamos cada anuncio, y un anuncio no es una recomendación de
            ningún producto, servicio o proveedor. Nunca hay anuncios en las
            fichas de las clínicas ni en la información de emergencia.
          </p>
        ) : (
          <p>El sitio no muestra publicidad.</p>
        )}
        <p>
          Los enlaces a sitios web de clínicas, mapas y otros sitios se ofrecen
          para su comodidad. No somos responsables de su contenido ni de sus
          prácticas.
        </p>
      </LegalSection>

      <LegalSection id="terms-content" title="Nuestro contenido">
        <p>
          Los artículos, los textos y el diseño del sitio pertenecen a {site} o
          a quienes le dan licencia. Puede compartir enlaces a cualquier página
          e imprimir páginas para su uso personal, sin fines comerciales.
        </p>
      </LegalSection>

      <LegalSection
        id="terms-warranty"
        title="Sin garantía; limitación de responsabilidad"
      >
        <p>
          El sitio se ofrece «tal como está» y «según disponibilidad», sin
          garantías de ningún tipo, incluida la de que la información sea
          exacta, completa o actual, o la de que el sitio esté siempre
          disponible.
        </p>
        <p>
          En la máxima medida que permita la ley, {site} no es responsable de
          ninguna pérdida o daño que resulte de usar el sitio o de confiar en
          él, o en cualquier clínica que aparezca en él.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="Ley aplicable">
        <p>
          Estos términos se rigen por las leyes del estado de Kentucky (
          <span lang="en">Commonwealth of Kentucky</span>), sin tener en cuenta
          sus normas sobre conflictos de leyes. Cualquier disputa sobre el sitio
          se resolverá en los tribunales estatales o federales ubicados en
          Kentucky.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="Cambios a estos términos">
        <p>
          Podemos actualizar estos términos de vez en cuando. La fecha de arriba
          indica cuándo cambiaron por última vez. Si sigue usando el sitio
          después de un cambio, acepta los términos actualizados.
        </p>
      </LegalSection>
    </>
  )
}
