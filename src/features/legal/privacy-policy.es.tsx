import { config } from '@/config/env'
import { measurementConfig, type MeasurementConfig } from '@/config/measurement'
import { EnglishGoverns } from './english-governs.es'
import { LegalSection, LIST } from './legal-page'
import { adNetworkName, analyticsHost } from './measurement-text'
import { KeepTogether } from '@/components/ui/keep-together'

/**
 * The privacy policy in Spanish (the Spanish build loads this file in place
 * of ./privacy-policy.tsx): the same sections, from this build's
 * configuration. The English version governs; the first line says so and
 * links to it.
 */
export function PrivacyPolicy({
  measurement = measurementConfig,
}: {
  measurement?: Pick<MeasurementConfig, 'analytics' | 'ads'>
}) {
  const site = config.siteName
  const { analytics, ads } = measurement
  return (
    <>
      <EnglishGoverns href="/privacy" />

      <p>
        {site} («nosotros») es un directorio gratuito, de solo lectura, de
        centros de atención de urgencia pediátrica y clínicas sin cita en el
        oeste de Kentucky. No hay cuentas ni inicio de sesión. Esta política
        explica qué información maneja el sitio, por qué, y las opciones que
        usted tiene.
      </p>

      <LegalSection id="privacy-collect" title="Información que recopilamos">
        <p>
          <strong>Los mensajes que nos envía.</strong> Cuando usa el formulario
          de contacto (incluido «Sugerir una corrección»), recibimos el nombre,
          el correo electrónico, el asunto y el mensaje que usted escribe. El
          formulario los envía a nuestro servidor alojado, que guarda el mensaje
          y nos lo reenvía por medio de un servicio de envío de correo
          electrónico. Para evitar abusos, también guarda con el mensaje una
          forma codificada en un solo sentido (hash) de su dirección IP, para
          limitar cuántos mensajes se pueden enviar en poco tiempo. Usamos esta
          información solo para leer y responder su mensaje, corregir el
          directorio y detener el correo no deseado (spam).
        </p>
        <p>
          <strong>Los reportes sobre una ficha.</strong> Cuando responde a «¿Es
          correcta esta información?» en la página de una clínica, recibimos de
          qué clínica se trata, lo que usted eligió, y la nota y el correo
          electrónico que agregue (ambos opcionales). Nuestro servidor alojado
          los guarda con una forma codificada (hash) de su dirección IP, que se
          usa solo para limitar cuántos reportes se pueden enviar y para contar
          visitantes distintos. No se envían a la clínica. Los usamos solo para
          revisar y corregir el directorio, y para responderle si usted lo
          pidió.
        </p>
        <p>
          <strong>Los lugares que busca.</strong> Cuando escribe una ciudad, una
          dirección o un código postal y busca, ese texto (con «, Kentucky, USA»
          agregado) se envía a un servicio público de geocodificación para
          convertirlo en coordenadas de un mapa. No guardamos sus búsquedas.
        </p>
        <p>
          <strong>Su ubicación actual.</strong> Si elige «Usar mi ubicación
          actual», su navegador primero le pide permiso. Su posición se usa solo
          dentro de su navegador para calcular las distancias a las clínicas.
          Nunca se nos envía y nunca se guarda.
        </p>
        <p>
          <strong>Información técnica.</strong> Como en cualquier sitio web, los
          servicios que alojan el sitio y los datos de las clínicas reciben con
          cada solicitud información técnica estándar, como su dirección IP, el
          tipo de navegador y la página solicitada, y pueden guardarla por poco
          tiempo en los registros del servidor por seguridad y fiabilidad.
        </p>
      </LegalSection>

      <LegalSection
        id="privacy-cookies"
        title={
          analytics || ads
            ? 'Analítica, publicidad y cookies'
            : 'Sin analítica, sin publicidad, sin cookies'
        }
      >
        {analytics ? (
          <p>
            <strong>Conteo de visitas.</strong> El sitio cuenta las páginas
            vistas con GoatCounter, un contador que no usa cookies, en{' '}
            {analyticsHost(analytics.endpoint)}. Por cada página que usted abre
            envía solo la ruta de la página (por ejemplo /es/town/paducah, o la
            dirección de la página de una clínica que abrió): nunca el lugar ni
            el código postal que buscó, su ubicación, la dirección de la que
            venía, ni una clínica a la que llamó o cuya ruta buscó. Los toques
            en «Llamar ahora» y «Cómo llegar» no se cuentan. Como cualquier
            solicitud, lleva su dirección IP y el tipo de navegador.
          </p>
        ) : (
          <p>El sitio no usa analítica: nada cuenta ni sigue sus visitas.</p>
        )}
        {ads ? (
          <p>
            <strong>Publicidad.</strong> Los artículos de salud y las páginas de
            las ciudades muestran anuncios de {adNetworkName(ads.scriptUrl)}, lo
            que ayuda a que el directorio siga siendo gratuito. Nunca hay
            anuncios en la página de inicio, los resultados de búsqueda, las
            páginas de las clínicas, las listas de salas de emergencias, la
            ventana «Información de emergencia» ni el formulario de contacto, y
            nunca al lado de los enlaces «Llamar» o «Cómo llegar» de una
            clínica. Pedimos solo anuncios no personalizados: anuncios elegidos
            según la página, no según un perfil suyo. En esas páginas, el código
            de la red de anuncios recibe su dirección IP, el tipo de navegador y
            la dirección de la página (un artículo o una ciudad, nunca una
            búsqueda que usted hizo), y puede guardar cookies o usar un
            almacenamiento parecido en sus propios dominios para limitar cuántas
            veces ve un anuncio, evitar fraudes y medir los anuncios, según su
            propia política de privacidad.
          </p>
        ) : (
          <p>El sitio no muestra publicidad.</p>
        )}
        <p>
          {analytics || ads
            ? 'El sitio en sí no guarda cookies. '
            : 'El sitio no guarda cookies. '}
          En su dispositivo guarda solo una copia de sus páginas para que se
          abran sin conexión (en la memoria caché de su navegador para este
          sitio), y un mensaje o reporte sobre una ficha que usted escribió sin
          conexión, hasta que se envíe (en el almacenamiento de su navegador).
          Si una parte de una página no carga, anota la hora de una recarga
          automática para esa pestaña, que su navegador olvida cuando se cierra
          la pestaña.
        </p>
        {analytics || ads ? (
          <p>
            <strong>Cómo desactivarlo.</strong> Cuando su navegador envía Global
            Privacy Control o Do Not Track, el sitio{' '}
            {analytics && ads
              ? 'no cuenta la visita ni muestra anuncios'
              : analytics
                ? 'no cuenta la visita'
                : 'no muestra anuncios'}
            : no se envía nada{' '}
            {analytics && ads
              ? 'a ninguno de los dos servicios'
              : 'a ese servicio'}
            . Nunca le damos a{' '}
            {analytics && ads ? 'estos servicios' : 'este servicio'} sus
            mensajes de contacto, reportes sobre fichas, búsquedas ni su
            ubicación.
          </p>
        ) : null}
      </LegalSection>

      <LegalSection id="privacy-use" title="Cómo usamos la información">
        <ul className={LIST}>
          <li>Para responder sus mensajes y corregir las fichas de clínicas</li>
          <li>Para que el sitio funcione bien, sea seguro y rápido</li>
          {analytics ? (
            <li>Para contar qué páginas se visitan, solo por su ruta</li>
          ) : null}
          {ads ? <li>Para mostrar la publicidad que paga el sitio</li> : null}
        </ul>
        <p>
          No vendemos su información personal y no usamos sus mensajes para
          publicidad.
        </p>
      </LegalSection>

      <LegalSection id="privacy-health" title="Información de salud">
        <p>
          <KeepTogether
            prose
            text="El sitio no pide información de salud y no es un servicio médico. Por favor, no incluya detalles sobre la salud de su hijo en un mensaje de contacto. Si su hijo necesita atención, comuníquese con una clínica o con su pediatra, o llame al 911 en una emergencia."
          />
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="Privacidad de los niños">
        <p>
          El sitio está pensado para padres y cuidadores. No está dirigido a
          niños menores de 13 años, y no recopilamos a sabiendas información
          personal de ellos. Si cree que un niño nos envió información personal,
          comuníquese con nosotros y la borraremos.
        </p>
      </LegalSection>

      <LegalSection id="privacy-choices" title="Sus opciones">
        <ul className={LIST}>
          <li>Puede usar todo el directorio sin enviarnos nada.</li>
          <li>
            Puede negar o retirar el permiso de ubicación en la configuración de
            su navegador en cualquier momento y, en su lugar, escribir un lugar.
          </li>
          {analytics || ads ? (
            <li>
              Puede activar Global Privacy Control o Do Not Track en su
              navegador: entonces el sitio no envía nada a{' '}
              {analytics && ads
                ? 'su contador ni a su red de anuncios'
                : analytics
                  ? 'su contador'
                  : 'su red de anuncios'}
              . También puede bloquear o borrar las cookies en la configuración
              de su navegador; el directorio funciona igual sin ellas.
            </li>
          ) : null}
          <li>
            Puede borrar la copia sin conexión del sitio y cualquier mensaje no
            enviado al borrar los datos de este sitio en la configuración de su
            navegador.
          </li>
          <li>
            Puede pedirnos ver o borrar un mensaje que nos envió, escribiendo a
            la dirección que aparece abajo.
          </li>
        </ul>
      </LegalSection>

      <LegalSection
        id="privacy-keep"
        title="Cuánto tiempo guardamos la información"
      >
        <p>
          Guardamos los mensajes de contacto solo el tiempo necesario para
          responderle y para llevar un registro de las correcciones al
          directorio, y luego los borramos.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Seguridad">
        <p>
          El sitio se sirve por una conexión cifrada (HTTPS), y solo las
          personas que responden los mensajes guardados tienen acceso a ellos.
          Ningún método para enviar o guardar datos es completamente seguro,
          pero tenemos un cuidado razonable para proteger lo que usted nos
          envía.
        </p>
      </LegalSection>

      <LegalSection id="privacy-links" title="Enlaces a otros sitios web">
        <p>
          Los sitios web de las clínicas, las indicaciones de mapas y las
          fuentes enlazadas desde el directorio son de otros, con sus propias
          políticas de privacidad. No somos responsables de sus prácticas.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Cambios a esta política">
        <p>
          Podemos actualizar esta política de vez en cuando. La fecha de arriba
          indica cuándo cambió por última vez.
        </p>
      </LegalSection>
    </>
  )
}
