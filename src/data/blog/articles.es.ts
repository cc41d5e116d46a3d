import type { BlogArticle } from '@/domain/clinic'
import urgentCareVsErImage from './images/urgent-care-vs-er.svg?no-inline'
import feverImage from './images/fever-in-children.svg?no-inline'
import costsImage from './images/insurance-and-costs.svg?no-inline'

/**
 * The three static articles in Spanish: the Spanish build loads this file in
 * place of ./articles.ts (src/prerender/language/README.md). Same slugs, ids,
 * dates, images, categories (the category values are the English ones, shown
 * through the catalogue) and markup as the English; every number, temperature,
 * age and phone number as in the English (tests/unit/i18n/content-es.test.ts).
 */

const DISCLAIMER = `**Este artículo es solo para información general y no es un consejo médico.** No reemplaza los consejos del médico de su hijo, que conoce su historial de salud. Si le preocupa su hijo, llame a su pediatra o a una línea de consulta de enfermería.

**Si su hijo tiene una emergencia médica, llame al 911 de inmediato.**`

const URGENT_CARE_VS_ER = `Es tarde por la noche, el consultorio de su pediatra está cerrado y su hijo está enfermo o lastimado. Usted tiene que decidir adónde ir, rápido y con calma. Esta guía explica las tres opciones principales para las familias del oeste de Kentucky, las señales de alarma que indican que debe ir a la sala de emergencias y los problemas comunes que un centro de atención de urgencia atiende bien.

**Si cree que la vida de su hijo corre peligro, deje de leer y llame al 911 ahora.**

## Sus tres opciones principales

**Su pediatra:**
El médico de su hijo es la mejor primera llamada para la mayoría de las enfermedades. Conoce el historial de su hijo, sus vacunas y sus medicinas. Muchos consultorios reservan cada mañana citas para el mismo día para niños enfermos, y casi todos tienen una línea telefónica fuera del horario de consulta que lo comunica con una enfermera o un médico, quien le puede decir si su hijo necesita que lo vean esta noche.

**Un centro de atención de urgencia:**
Los centros de atención de urgencia tratan enfermedades y lesiones que necesitan atención hoy, pero que no ponen en peligro la vida. La mayoría atiende sin cita, muchos abren por la noche y los fines de semana, y muchos pueden tomar radiografías y hacer pruebas comunes en el mismo lugar. Una visita suele costar mucho menos que en la sala de emergencias.

**La sala de emergencias:**
El departamento de emergencias de un hospital está abierto las 24 horas del día y tiene los especialistas, los estudios de imagen y el equipo para tratar problemas graves y que ponen en peligro la vida. En la sala de emergencias atienden primero a los pacientes más graves, así que un niño con un problema menor puede esperar mucho tiempo.

## Llame al 911 si ve estas señales

Llame al 911, en lugar de llevarlo usted en auto, si su hijo:

- Tiene mucha dificultad para respirar: la piel entre las costillas se hunde con cada respiración, hace un quejido al respirar, o no puede hablar ni llorar
- Tiene los labios, la lengua o la piel de color azul o gris
- Está inconsciente, flácido (sin fuerza) o es muy difícil despertarlo
- Tiene una convulsión que dura más de 5 minutos, o le cuesta respirar después de una convulsión
- Tiene una reacción alérgica grave, como hinchazón de los labios o la lengua, dificultad para respirar o vómitos repetidos después de comer algo o de una picadura (si su hijo tiene un autoinyector de epinefrina, úselo y luego llame al 911)
- Sangra mucho y el sangrado no para después de 10 minutos de presión firme
- Se lastimó gravemente en un choque de auto, en una caída desde una altura o con un arma de fuego

El personal de la ambulancia puede empezar el tratamiento en el camino, y sabe qué hospital es el mejor para el problema de su hijo.

## Vaya a la sala de emergencias en estos casos

Estos problemas son graves, pero puede que no necesiten una ambulancia. Vaya directamente a la sala de emergencias más cercana si su hijo:

- Tiene **menos de 3 meses y una temperatura de 100.4 °F (38 °C) o más**, aunque parezca estar bien
- Se golpeó la cabeza y después se desmayó, vomitó varias veces, está confundido, tiene un sueño fuera de lo normal o un dolor de cabeza que empeora cada vez más
- Tiene un hueso que se ve doblado o fuera de lugar, o un hueso que sale a través de la piel
- Tiene una cortada profunda o muy abierta, una cortada en el párpado o una cortada con algo clavado adentro
- Tiene el cuello rígido con fiebre, o un sarpullido de manchas moradas o rojo oscuro que no se borran al presionarlas
- Tiene señales de deshidratación: no orina en 8 horas o más, no le salen lágrimas al llorar, tiene la boca muy seca o, en un bebé, la mollera hundida
- Tiene un dolor fuerte de barriga, sobre todo un dolor que empieza alrededor del ombligo y pasa a la parte baja del lado derecho
- Tiene un dolor fuerte y repentino en los testículos
- Puede haberse tragado una pila de botón o imanes (no espere a que aparezcan síntomas)

**Intoxicación:**
Si su hijo se tragó una medicina, un producto químico de la casa o una planta, y está despierto y respira con normalidad, llame a la línea de ayuda para intoxicaciones (Poison Help) al **1-800-222-1222**. Es gratis, atiende las 24 horas del día, y los expertos le dirán si su hijo necesita ir a la sala de emergencias. Si su hijo está inconsciente, tiene una convulsión o tiene mucha dificultad para respirar, llame al 911.

## Cuándo conviene la atención de urgencia

La atención de urgencia es una buena opción cuando su hijo necesita que lo vean hoy, el problema no pone en peligro su vida y su pediatra no puede atenderlo. Ejemplos comunes:

- Fiebre en un niño de más de 3 meses que toma líquidos, orina y está alerta entre las dosis de medicina para la fiebre
- Dolor de oído, dolor de garganta, o tos y síntomas de resfriado que no mejoran
- Conjuntivitis (ojo rojo) o un orzuelo
- Síntomas leves de asma que mejoran con el inhalador de siempre de su hijo
- Vómitos o diarrea sin señales de deshidratación
- Sarpullidos, picaduras de insectos, hiedra venenosa y reacciones alérgicas leves sin dificultad para respirar
- Cortadas pequeñas que pueden necesitar puntos o pegamento para la piel, y astillas
- Torceduras, y posibles fracturas simples en las que el brazo o la pierna se ve derecho
- Quemaduras pequeñas que no estén en la cara, las manos, los pies ni la ingle
- Dolor o ardor al orinar

**Consejo:**
No todos los centros de atención de urgencia atienden a bebés y niños pequeños. Llame antes para confirmar que el centro atiende a niños de la edad de su hijo, que está abierto y si puede tomar una radiografía, si cree que su hijo puede tener un hueso roto.

## Cuándo empezar con su pediatra

Algunos problemas los atiende mejor el médico que conoce a su hijo:

- Enfermedades de larga duración, como asma, eccema o TDAH, y la renovación de recetas
- Una fiebre que ya dura unos días en un niño que, por lo demás, parece estar bien
- El seguimiento después de una visita a atención de urgencia o a la sala de emergencias
- Preguntas sobre el comportamiento, el sueño, la alimentación y el crecimiento
- Vacunas y chequeos de rutina

Si su hijo tiene una enfermedad crónica, como anemia de células falciformes, una enfermedad del corazón o un sistema inmunitario débil, llame primero a su médico o especialista cada vez que se enferme. La fiebre puede ser más grave para estos niños, y su médico puede querer que lo atiendan en un hospital en particular.

## Cómo recibir atención en el oeste de Kentucky

El oeste de Kentucky es una mezcla de ciudades pequeñas y condados rurales, y la clínica o el hospital más cercano puede quedar lejos en auto. Algunas cosas ayudan:

- **Sepa cuál es su sala de emergencias más cercana** antes de necesitarla, y cuánto tarda en llegar, de día y de noche.
- **Revise el horario.** El horario de los centros de atención de urgencia varía, y muchos cierran por la noche. Este directorio muestra si cada clínica está abierta en este momento, pero el horario puede cambiar en días festivos y con mal tiempo, así que llame antes de salir.
- **Tenga en cuenta la zona horaria.** Casi todo el oeste de Kentucky usa la hora del Centro (Central Time), mientras que Louisville y Lexington usan la hora del Este (Eastern Time). El horario de cada clínica aparece en la hora local de la clínica.
- **Guarde en su teléfono los números** de la línea fuera de horario de su pediatra, de dos centros de atención de urgencia cercanos y de la línea de ayuda para intoxicaciones (Poison Help).
- **Pregunte por la telemedicina.** Muchos sistemas de salud y planes de seguro ofrecen consultas por video para enfermedades menores, como conjuntivitis o un sarpullido, y así puede evitar un viaje largo de noche.

## Cómo decidir en el momento

Cuando está cansado y preocupado, ayuda hacerse unas preguntas cortas:

- ¿Mi hijo respira con normalidad, está despierto y me responde? Si no, llame al 911.
- ¿Esto podría causar un daño duradero si espera hasta mañana? Si la respuesta es sí, vaya ahora a la sala de emergencias o a atención de urgencia, según las señales de arriba.
- ¿La línea fuera de horario de mi pediatra me podría ayudar a decidir? Si no está seguro, llame.
- ¿Mi hijo está empeorando rápido? Si es así, no espere.

Confíe en su instinto. Nadie conoce a su hijo mejor que usted. Si a usted le parece que su hijo está muy enfermo, siempre es razonable buscar atención, y nadie en un centro de atención de urgencia ni en una sala de emergencias pensará mal de usted por haber venido.

## Qué llevar

Ya sea que vaya a atención de urgencia o a la sala de emergencias, algunas cosas hacen que la visita sea más rápida y más segura:

- La tarjeta del seguro de su hijo, o su tarjeta de Medicaid o KCHIP, y su identificación con foto
- Una lista de las medicinas y dosis de su hijo, sus alergias y sus vacunas
- Una nota de cuándo empezaron los síntomas, la temperatura más alta que midió, y cualquier medicina que le dio y a qué hora
- El nombre y el número de teléfono de su farmacia
- Un cargador de teléfono, algo de tomar y algo que consuele a su hijo, como su cobija o su libro favorito

Si cree que su hijo puede necesitar cirugía o puntos, por ejemplo después de una caída fuerte, no le dé nada de comer ni de beber hasta que lo vea un médico.

## Después de la visita

Antes de irse, asegúrese de entender el diagnóstico, cualquier medicina y cómo dársela, y las señales de alarma que indican que debe volver o ir a la sala de emergencias. Pida a la clínica que le envíe un resumen a su pediatra, y haga una cita de seguimiento si se lo indicaron. Si su hijo empeora en casa, no espere a la cita de seguimiento: busque atención otra vez.

## Haga un plan hoy

Un plan hecho en una tarde tranquila es más fácil de seguir a las dos de la mañana. Anote el número fuera de horario de su pediatra, los centros de atención de urgencia cerca de usted y su horario de siempre, y la sala de emergencias más cercana. Tenga en su teléfono una lista al día de las medicinas, las alergias y las vacunas de su hijo, y guarde la tarjeta del seguro donde pueda encontrarla rápido.

${DISCLAIMER}`

const FEVER = `La fiebre es una de las razones más comunes por las que los padres llaman al médico, y una de las que más preocupan, sobre todo de noche. La buena noticia es que la mayoría de las fiebres en los niños se deben a infecciones comunes causadas por virus y se quitan solas. La fiebre no es una enfermedad en sí misma. Es una señal de que el cuerpo está combatiendo una infección, y hasta puede ayudar al sistema inmunitario a hacer su trabajo.

Cómo se ve y cómo se comporta su hijo suele decirle más que el número del termómetro. Esta guía explica qué se considera fiebre, cómo medirla, cómo ayudar a que su hijo esté cómodo y las señales que indican que su hijo necesita que lo vea un médico.

## Qué se considera fiebre

En los niños, la fiebre es una temperatura de **100.4 °F (38 °C) o más**. La temperatura del cuerpo cambia durante el día y sube un poco con la actividad, la ropa abrigada o un baño caliente, así que una temperatura de 99 °F en un niño activo es normal.

## Cómo tomarle la temperatura a su hijo

Use un termómetro digital. No use un termómetro de vidrio con mercurio, porque se puede romper.

**Bebés menores de 3 meses:**
La temperatura rectal es la más confiable. Ponga un poco de vaselina en la punta del termómetro e introdúzcalo con cuidado entre media pulgada y una pulgada.

**De 3 meses a 3 años:**
Funciona bien un termómetro rectal, uno de frente (de arteria temporal) o, a partir de los 6 meses, uno de oído.

**De 4 años en adelante:**
La mayoría de los niños puede sostener un termómetro digital debajo de la lengua con la boca cerrada. Espere 15 minutos después de una bebida caliente o fría.

La temperatura tomada en la axila es la menos exacta. Si sale alta o baja en la axila, compruébela de otra forma. Al tocar la frente de su hijo puede notar que está caliente, pero no saber qué tan alta es la temperatura.

## Busque atención de inmediato

**Toda fiebre de 100.4 °F (38 °C) o más en un bebé menor de 3 meses necesita un médico de inmediato, aunque el bebé parezca estar bien.** Llame enseguida a su pediatra o vaya a la sala de emergencias. Los bebés pequeños pueden tener infecciones graves con pocas señales más, y hay que revisarlos rápido.

Vaya a la sala de emergencias, o llame al 911, si su hijo, de cualquier edad, tiene fiebre y además:

- Tiene mucha dificultad para respirar, o tiene los labios azules o grises
- Es muy difícil despertarlo, está confundido, está flácido (sin fuerza) o no le responde
- Tiene el cuello rígido o un dolor de cabeza fuerte
- Tiene un sarpullido de manchas moradas o rojo oscuro que no se borran al presionarlas
- Tiene una convulsión
- Llora y no se puede consolar, o llora cuando usted lo mueve
- Tiene señales de deshidratación: no orina en 8 horas o más, no le salen lágrimas, tiene la boca seca o, en un bebé, la mollera hundida
- Tiene anemia de células falciformes o un sistema inmunitario débil, o recibe tratamiento contra el cáncer

## Llame a su pediatra o vaya a atención de urgencia

Llame al médico de su hijo, o vaya a un centro de atención de urgencia que atienda a niños, si:

- Su bebé tiene de 3 a 6 meses y tiene fiebre
- La temperatura sube a más de 104 °F (40 °C) más de una vez, a cualquier edad
- Un niño menor de 2 años tiene fiebre desde hace más de 24 horas, o un niño de 2 años o más tiene fiebre desde hace más de 3 días
- Su hijo tiene dolor de oído, dolor de garganta, dolor al orinar o un sarpullido nuevo
- La fiebre se quitó por un día o más y luego volvió
- Su hijo no está tomando bien los líquidos o parece estar empeorando
- A usted le preocupa, por cualquier motivo

## Cómo ayudar a que su hijo esté cómodo

El objetivo de tratar la fiebre es que su hijo se sienta mejor, no bajar el número hasta lo normal. Un niño que juega y toma líquidos con una fiebre de 102 °F puede no necesitar ninguna medicina.

- **Ofrézcale líquidos a menudo:** agua, leche materna o fórmula para los bebés, y un suero oral (solución de rehidratación oral) si su hijo también vomita o tiene diarrea. Es más fácil retener sorbos pequeños y frecuentes.
- **Vista a su hijo con ropa ligera** y use una cobija delgada. Abrigar demasiado a un niño con fiebre puede hacer que la temperatura suba más.
- **Deje que su hijo descanse,** pero no tiene que quedarse en la cama.
- **Mantenga el cuarto fresco y agradable,** no frío.

No use baños fríos, hielo ni alcohol para frotar. Hacen que los niños tiemblen y se sientan peor, y el alcohol se puede absorber por la piel.

## Medicina para la fiebre, usada con seguridad

El acetaminofén y el ibuprofeno pueden ayudar a que un niño con fiebre se sienta más cómodo. Siga estas reglas:

- **No le dé ninguna medicina a un bebé menor de 3 meses** antes de hablar con un médico.
- **El ibuprofeno es solo para bebés de 6 meses o más.**
- **Calcule la dosis según el peso, no según la edad,** cuando pueda, y use la jeringa o el vasito que viene con la medicina, nunca una cuchara de cocina. Revise la concentración en la etiqueta, porque los productos para niños y para bebés pueden ser diferentes.
- **Nunca les dé aspirina a niños ni a adolescentes.** Se ha relacionado con el síndrome de Reye, una enfermedad rara pero grave.
- **Revise las etiquetas de los productos para el resfriado y la gripe,** que pueden contener ya acetaminofén o ibuprofeno. No les dé a niños pequeños medicinas de venta libre para la tos y el resfriado, a menos que su médico se lo indique.
- No hace falta despertar a un niño dormido para darle medicina para la fiebre.

Si no está seguro de una dosis, llame a su pediatra o a su farmacéutico.

## Convulsiones por fiebre

Algunos niños pequeños, por lo general de entre unos 6 meses y 5 años, tienen una convulsión cuando tienen fiebre. Una convulsión por fiebre (convulsión febril) da mucho miedo, pero la mayoría se detiene en uno o dos minutos y no causa daño duradero.

Si pasa, mantenga la calma. Acueste a su hijo de lado en el piso, lejos de cualquier cosa dura o filosa. No le ponga nada en la boca y no trate de sujetarlo para que no se mueva. Fíjese en la hora. **Llame al 911 si la convulsión dura más de 5 minutos, si su hijo tiene dificultad para respirar o si no se despierta después.** Después de una primera convulsión por fiebre, un médico siempre debe revisar a su hijo, aunque parezca estar bien.

## Esté atento a la deshidratación

Los niños con fiebre pierden más líquido, sobre todo si también vomitan o tienen diarrea. Las señales de deshidratación incluyen orinar mucho menos de lo normal, tener la boca seca o pegajosa, no tener lágrimas al llorar, tener los ojos hundidos, y estar más dormido o más irritable de lo normal. Siga ofreciéndole pequeñas cantidades de líquido a menudo, y busque atención si aparecen estas señales o si su hijo no retiene nada.

## Fiebre después de las vacunas

Una fiebre baja durante uno o dos días después de una vacuna es común y es una señal de que el cuerpo está creando protección. Por lo general mejora con las medidas para su comodidad que se explican arriba. Llame a su pediatra si la fiebre es de 104 °F (40 °C) o más, si dura más de 2 días después de la vacuna, o si su hijo parece estar muy mal. La regla para los bebés pequeños sigue valiendo: toda fiebre de 100.4 °F o más en un bebé menor de 3 meses necesita un médico de inmediato.

## Mitos comunes sobre la fiebre

- **Mito: la fiebre alta causa daño cerebral.** La fiebre causada por infecciones no causa daño cerebral. El exceso de calor por el ambiente, como en un niño que se queda en un auto caliente, es distinto y siempre es una emergencia.
- **Mito: la salida de los dientes causa fiebre alta.** La salida de los dientes no causa una fiebre de 100.4 °F o más. Busque otra causa.
- **Mito: cuanto más alta la fiebre, más grave la enfermedad.** Cómo se comporta su hijo importa más que el número exacto.

## La fiebre a lo largo del año en el oeste de Kentucky

La fiebre es más común desde el otoño hasta la primavera, cuando la gripe, el RSV (virus respiratorio sincitial), los resfriados y los virus del estómago se contagian en las escuelas y las guarderías. Los CDC recomiendan la vacuna contra la gripe cada año para todas las personas de 6 meses o más, y es la mejor forma de proteger a su hijo contra la gripe. Lavarse las manos y dejar en casa a los niños enfermos también ayuda. En verano, las enfermedades por calor son un riesgo real: nunca deje a un niño solo en un auto, ni siquiera por un minuto.

${DISCLAIMER}`

const COSTS = `Cuando su hijo necesita atención rápido, el costo nunca debería impedirle buscar ayuda. Pero saber más o menos cuánto costará una visita, y cómo funciona su seguro, puede ahorrarle dinero y estrés después. Esta guía explica los costos típicos de la atención de urgencia, cómo se comparan con la sala de emergencias, cómo funcionan los seguros y los programas públicos de Kentucky, y qué preguntar antes de que atiendan a su hijo.

Las cifras de abajo son rangos típicos, no presupuestos. Los precios cambian de una clínica a otra y de un plan a otro, así que siempre consulte con la clínica y con su aseguradora.

## En resumen

- **Copago de atención de urgencia con seguro:** a menudo $25–75
- **Visita de atención de urgencia sin seguro:** a menudo $100–200 por una visita básica
- **Radiografía:** a menudo $50–150
- **Análisis de laboratorio:** a menudo $20–100
- **Copago de la sala de emergencias:** a menudo $150 o más, y la cuenta total suele ser mucho más alta que en atención de urgencia por el mismo problema menor

Para una enfermedad o lesión menor, la atención de urgencia suele costar una pequeña parte de lo que cuesta la sala de emergencias. En una verdadera emergencia, vaya a la sala de emergencias o llame al 911 sin preocuparse por el costo. La ley federal obliga a los departamentos de emergencias de los hospitales a examinar y estabilizar a cualquier persona con una emergencia, pueda pagar o no.

## Las palabras de su seguro, explicadas

Los planes de salud usan unos pocos términos que deciden cuánto paga usted. Su tarjeta del seguro y el resumen de beneficios de su plan indican las cantidades de su plan.

**Prima:**
Lo que usted o su empleador paga cada mes para mantener el plan. No cuenta para lo que usted paga por las visitas.

**Copago:**
Una cantidad fija que usted paga por un tipo de visita, por ejemplo $40 por atención de urgencia. Muchos planes indican en la tarjeta del seguro copagos distintos para atención primaria, atención de urgencia y la sala de emergencias.

**Deducible:**
Lo que usted paga cada año por la atención cubierta antes de que el plan empiece a compartir el costo. Si su plan tiene un deducible alto, puede que pague el precio completo que la clínica negoció por la visita y las pruebas hasta que alcance el deducible.

**Coseguro:**
Después del deducible, la parte del costo que le toca a usted, en porcentaje, por ejemplo el 20%.

**Máximo de gastos de bolsillo:**
Lo máximo que usted pagará en un año por la atención cubierta dentro de la red. Cuando llega a esa cantidad, el plan paga el resto.

**Dentro de la red y fuera de la red:**
Las clínicas que tienen contrato con su plan están dentro de la red, y allí usted paga menos. Una clínica fuera de la red puede costar mucho más, o puede no estar cubierta, salvo en una emergencia.

## Cuánto suele costar una visita de atención de urgencia

**Con seguro:**
Muchos planes cobran un copago de unos $25–75 por una visita de atención de urgencia. Las pruebas, como una radiografía o análisis de laboratorio, pueden estar cubiertas por el copago o cobrarse aparte y contar para su deducible, según el plan. Si tiene un plan con deducible alto y todavía no lo ha alcanzado, cuente con pagar la tarifa negociada de la clínica por toda la visita.

**Sin seguro:**
Una visita básica por algo como una infección de oído o dolor de garganta suele costar unos $100–200. Muchas clínicas publican precios para quienes pagan por su cuenta u ofrecen un descuento si paga en el momento de la visita, así que vale la pena preguntar.

**Pruebas y tratamientos:**
Los servicios adicionales aumentan la cuenta. Una radiografía suele costar unos $50–150, y los análisis de laboratorio, como una prueba rápida de estreptococo, de gripe o de orina, unos $20–100. Los puntos, las férulas, los tratamientos para respirar y las medicinas que le den en la clínica pueden tener cada uno su propio cargo.

## Atención de urgencia o sala de emergencias: la diferencia de costo

Las salas de emergencias están hechas, y tienen personal, para atender problemas que ponen en peligro la vida las 24 horas del día, y sus precios lo reflejan. Un copago de la sala de emergencias suele empezar en $150, y sin seguro, una visita por un problema menor puede costar muchas veces más que la misma atención en un centro de atención de urgencia. Algunos planes no cobran el copago de la sala de emergencias si internan a su hijo en el hospital.

Esto no quiere decir que deba evitar la sala de emergencias para ahorrar dinero. La dificultad para respirar, una lesión grave, una convulsión, un niño al que es difícil despertar, o cualquier fiebre de 100.4 °F o más en un bebé menor de 3 meses necesitan atención de emergencia. Para problemas comunes como dolor de oído, una torcedura leve o un sarpullido, la atención de urgencia o su pediatra suelen ser la opción más económica.

## Medicaid de Kentucky y KCHIP

Medicaid de Kentucky y el Programa de Seguro Médico para Niños de Kentucky (KCHIP) ofrecen cobertura médica gratis o de bajo costo para los niños de familias que califican. La cobertura incluye visitas al médico, atención de urgencia, atención de emergencia, medicinas recetadas, vacunas, y atención dental y de la vista. Los niños cubiertos por estos programas por lo general pagan poco o nada por la atención cubierta.

La mayoría de los miembros de Medicaid de Kentucky están inscritos en un plan de atención administrada (managed care), y cada plan tiene su propia red. Antes de una visita de atención de urgencia, confirme que la clínica acepta el plan de su hijo; el número de servicios para miembros que aparece en el reverso de la tarjeta se lo puede decir, y muchos planes también tienen una línea de enfermería gratis las 24 horas.

Puede solicitar Medicaid y KCHIP en cualquier momento del año a través de kynect, el sitio web de cobertura médica de Kentucky, o por teléfono. Si sus ingresos cambiaron hace poco, vale la pena volver a revisar, porque muchas familias que trabajan califican.

## Planes privados y del mercado de seguros

Si tiene seguro a través de un empleador o de los planes del mercado de seguros de kynect, averigüe tres cosas antes de necesitar atención: su copago de atención de urgencia, su copago de la sala de emergencias y su deducible. Muchos planes también cubren consultas por video con un médico con un copago bajo o sin copago, lo que puede ser un buen primer paso para problemas menores como conjuntivitis, un sarpullido o un resfriado.

La mayoría de las aseguradoras tienen un sitio web o una aplicación para buscar centros de atención de urgencia dentro de la red cerca de usted. Búsquelos en un día tranquilo y guarde dos o tres clínicas en su teléfono, junto con la línea de enfermería del plan, si tiene una. Algunos planes, sobre todo los HMO, le piden usar una red de atención de urgencia en particular o llamar antes de ir, y algunos cobran menos en las clínicas que prefieren. Una llamada de dos minutos al número de servicios para miembros que aparece en el reverso de su tarjeta le puede decir exactamente cuánto pagará, y es mucho más fácil hacerla antes de necesitar atención que a las nueve de la noche con un niño enfermo.

**Cuentas de ahorro para la salud y de gastos flexibles:**
Si tiene una cuenta de ahorro para la salud (HSA) o una cuenta de gastos flexibles (FSA), puede usarla para pagar con dinero antes de impuestos las cuentas de atención de urgencia y de la sala de emergencias, los copagos y las medicinas recetadas.

## Si no tiene seguro

Todavía tiene opciones:

- **Pregunte el precio para pago por cuenta propia antes de la visita.** Pregunte cuánto cuesta la visita y cuánto sumarían las pruebas comunes, como una prueba de estreptococo o una radiografía.
- **Pida un estimado de buena fe (Good Faith Estimate).** Según la ley federal No Surprises Act, las personas sin seguro o que pagan por su cuenta tienen derecho a un estimado de los cargos esperados por la atención programada, y pueden pedirlo por adelantado. Si la cuenta final es mucho más alta que el estimado, es posible que pueda disputarla.
- **Busque un centro de salud comunitario.** Los centros de salud calificados a nivel federal que hay en todo Kentucky atienden a pacientes tengan o no seguro, y cobran según una escala basada en los ingresos.
- **Pregunte por planes de pago y ayuda financiera.** Los hospitales y muchas clínicas ofrecen planes de pago, y los hospitales sin fines de lucro deben tener una política de ayuda financiera.
- **Solicite cobertura.** Una visita es un buen momento para solicitar Medicaid o KCHIP; alguna cobertura puede empezar pronto.

## Dos ejemplos

Estos ejemplos usan los rangos típicos de arriba. Su plan y su clínica pueden ser diferentes.

**Ejemplo con seguro:**
Su plan tiene un copago de $50 para atención de urgencia y un copago de $250 para la sala de emergencias, y las radiografías cuentan para su deducible. Su hijo de 6 años se lastima la muñeca en la práctica de fútbol un sábado. En el centro de atención de urgencia, el médico le examina la muñeca y le toma una radiografía, que muestra una torcedura. Usted podría pagar el copago de $50 más la tarifa de su plan por la radiografía, quizás $50–150 si todavía no ha alcanzado su deducible. La misma visita en la sala de emergencias empezaría con el copago de $250, antes de cualquier estudio de imagen.

**Ejemplo sin seguro:**
Su hijo de 9 años tiene dolor de garganta y fiebre. Una visita de atención de urgencia pagada por su cuenta podría costar unos $100–200, y una prueba rápida de estreptococo unos $20–100 más. Preguntar el precio antes de la visita, y si la clínica ofrece un descuento por pagar el mismo día, puede hacer una gran diferencia en el total.

## Las medicinas recetadas después de la visita

Las medicinas pueden ser una gran parte del costo de enfermarse. Pregunte al médico si una medicina genérica puede servir, porque las genéricas suelen costar mucho menos. El precio de la misma receta puede variar mucho de una farmacia a otra, así que vale la pena llamar a dos o comparar precios en internet. Medicaid de Kentucky y KCHIP cubren las medicinas recetadas de los niños inscritos, y muchos planes privados tienen copagos más bajos para las medicinas genéricas. Si su hijo necesita una medicina que usted no puede pagar, dígaselo al médico o al farmacéutico; muchas veces hay una opción más barata que funciona igual de bien.

## Guarde bien sus papeles

Guarde juntos los recibos, las cuentas y las Explicaciones de Beneficios de cada visita, en una carpeta o en su teléfono. Le sirven para llevar la cuenta de su deducible, revisar si las cuentas tienen errores, pedir que le devuelvan dinero de una cuenta de ahorro para la salud o de gastos flexibles, y responder preguntas si su aseguradora rechaza un reclamo. Si le rechazan un reclamo, usted tiene derecho a preguntarle a su aseguradora por qué y a apelar la decisión.

## Cómo evitar cuentas sorpresa

La ley federal No Surprises Act lo protege de la mayoría de las cuentas sorpresa de proveedores fuera de la red por atención de emergencia. Si su hijo recibe atención de emergencia en un hospital fuera de la red, por lo general usted paga solo lo que pagaría dentro de la red. Esa ley también lo protege, en muchos servicios, de cuentas sorpresa de médicos fuera de la red que trabajan en hospitales dentro de la red.

Para la atención de urgencia, la mejor protección es confirmar antes de la visita que la clínica está dentro de la red de su plan.

## Preguntas para hacer antes de que atiendan a su hijo

- ¿Atienden a niños de la edad de mi hijo?
- ¿Están dentro de la red del plan de seguro de mi hijo, o aceptan Medicaid o KCHIP?
- ¿Cuánto costará la visita con mi plan, o cuál es el precio si pago por mi cuenta?
- ¿Pueden hacer radiografías y análisis de laboratorio aquí, y cuánto cuestan por lo general?
- ¿Cobran aparte los puntos, las férulas o las medicinas que den en la clínica?
- ¿Ofrecen planes de pago?

## Cómo leer la cuenta

Después de una visita, su aseguradora por lo general le enviará una Explicación de Beneficios (EOB). **Una EOB no es una cuenta.** Muestra lo que cobró la clínica, lo que pagó su plan y lo que usted podría deber. Espere la cuenta de la clínica y compare las dos. Si algo no coincide, o ve un servicio que no reconoce, pida a la clínica una cuenta detallada y llame a la oficina de facturación. Los errores en las cuentas son comunes y por lo general se corrigen con una llamada.

## Formas de gastar menos sin retrasar la atención

- Llame primero a su pediatra cuando pueda. Muchos consultorios tienen citas para el mismo día para niños enfermos y una línea de enfermería gratis fuera del horario de consulta.
- Para problemas menores, elija un centro de atención de urgencia dentro de la red en lugar de la sala de emergencias.
- Pregunte si hay una medicina genérica, y compare los precios de las farmacias para las recetas.
- Mantenga al día las vacunas de su hijo; prevenir una enfermedad es la atención más barata de todas.

Nunca retrase la atención de emergencia por el costo. La seguridad de su hijo es lo primero, y hay programas y protecciones que le pueden ayudar a pagar la cuenta después.

${DISCLAIMER}`

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 1,
    slug: 'urgent-care-vs-emergency-room-for-kids',
    title:
      'Atención de urgencia o sala de emergencias: adónde llevar a su hijo',
    excerpt:
      'Cómo decidir, rápido y con calma, si su hijo necesita un centro de atención de urgencia, la sala de emergencias o una llamada al 911, con las señales de alarma que debe conocer y consejos para las familias del oeste de Kentucky.',
    content: URGENT_CARE_VS_ER,
    author: 'Equipo editorial del directorio',
    publishedDate: '2025-09-15',
    category: 'Urgent Care Guide',
    tags: ['atención de urgencia', 'sala de emergencias', 'padres'],
    image: urgentCareVsErImage,
    metaTitle:
      'Atención de urgencia o sala de emergencias para niños: cómo elegir',
    metaDescription:
      'Una guía tranquila para los padres del oeste de Kentucky: cuándo elegir atención de urgencia, cuándo ir a la sala de emergencias y cuándo llamar al 911.',
    readTime: 8,
  },
  {
    id: 2,
    slug: 'fever-in-children-when-to-worry',
    title: 'La fiebre en los niños: cuándo preocuparse y cuándo esperar',
    excerpt:
      'Qué se considera fiebre, cómo medirla, cómo ayudar a que su hijo esté cómodo y darle medicina para la fiebre con seguridad, y las señales que indican que es hora de buscar atención.',
    content: FEVER,
    author: 'Equipo editorial del directorio',
    publishedDate: '2025-10-01',
    category: 'Common Conditions',
    tags: ['fiebre', 'salud infantil', 'padres'],
    image: feverImage,
    metaTitle: 'La fiebre en los niños: cuándo preocuparse',
    metaDescription:
      'Qué se considera fiebre en los niños, cómo usar la medicina para la fiebre con seguridad y las señales que indican que su hijo necesita atención de urgencia o la sala de emergencias.',
    readTime: 7,
  },
  {
    id: 3,
    slug: 'urgent-care-costs-and-insurance-guide',
    title:
      'Costos de la atención de urgencia y seguros: una guía para las familias de Kentucky',
    excerpt:
      'Cuánto puede costar una visita de atención de urgencia con y sin seguro, cómo se compara con la sala de emergencias, cómo funcionan Medicaid y KCHIP, y qué preguntar antes de su visita.',
    content: COSTS,
    author: 'Equipo editorial del directorio',
    publishedDate: '2025-10-10',
    category: 'Insurance & Costs',
    tags: ['seguro médico', 'costos', 'atención de urgencia'],
    image: costsImage,
    metaTitle:
      'Costos de la atención de urgencia y seguros para familias de Kentucky',
    metaDescription:
      'Costos típicos de la atención de urgencia con y sin seguro, comparados con la sala de emergencias, además de Medicaid de Kentucky, KCHIP y cómo evitar cuentas sorpresa.',
    readTime: 10,
  },
]
