import { each, pairs, words, type Words } from '../../text/vocabulary';

/**
 * Words every part of the site is asked with: prices, deadlines, asking for something, what is
 * included or free, paying, sending, and who asks (a business, a private customer, a head count).
 */
export const commonWords: Words = {
  synonyms: {
    _precio: words(`precio precios cuesta cuestan costar coste costes costo cuanto tarifa tarifas cuota cuotas importe cobrais
    cobran cobrar barato barata baratos baratas economico economica mensualidad euros eur dinero gasto gastos gasta gastan
    gastar cuanta`),
    _plazo: 'plazo plazos fecha fechas cuando caduca termina terminan acaba acaban vence convocatoria vigente todavia'.split(' '),
    _solicitar: words(`pedir pido pide piden pedirlo pedirla pedimos solicitar solicito solicita solicitan solicitarlo solicitarla
    solicitud solicitudes tramitar tramita tramitais tramitarlo pedi pediste pedisteis pedido`),
    // Whether something is in the price: "¿va aparte?" asks the same as "¿está incluido?".
    _incluido: 'incluido incluida incluidos incluidas aparte'.split(' '),
    _pagar: 'pagar pago pagos paga pagan pagas pagais pagamos pagado pagada abonar abona abonan abonais'.split(' '),
    // "Al mes", "mensual": one period.
    _mes: 'mes meses mensual mensuales mensualmente'.split(' '),
    _enviar: 'mandar mandas mandais mandame mandadme mandarme enviar envio envias enviais enviame enviadme enviarme enviarlo'.split(' '),
    _empresa: 'empresa empresas empresarial empresariales negocio negocios pyme pymes compania companias'.split(' '),
    _personal: 'particular particulares personal casa hogar familia'.split(' '),
    _empleados: 'empleado empleados trabajador trabajadores plantilla'.split(' '),
    _gratis: 'gratis gratuito gratuita gratuitos gratuitas'.split(' '),
  },
  concepts: {
    cerrado: ['_plazo', '_horario'],
    cerrada: ['_plazo', '_horario'],
    // "autónomo" is a business for the telephony modes and the smallest Kit Digital segment.
    autonomo: ['_empresa', 'autonom'],
    autonomos: ['_empresa', 'autonom'],
  },
  phrases: [
    ['cuanto vale', ['_precio']],
    ['cuanto valen', ['_precio']],
    ['cuanto es', ['_precio']],
    ['cuanto sale', ['_precio']],
    ['cuanto me sale', ['_precio']],
    ['cuanto cobrais', ['_precio']],
    ['sale a cuenta', ['_precio']],
    // "¿Cuánto cobráis por hora?": a rate, not the opening hours.
    ...each(['por hora', 'por horas', 'la hora de'], ['_precio']),
    ['hasta cuando', ['_plazo']],
    ['fecha limite', ['_plazo']],
    ['sigue abierto', ['_plazo']],
    ['sigue abierta', ['_plazo']],
    ['sigue vigente', ['_plazo']],
    ['todavia se puede', ['_plazo']],
    // "¿Qué hacéis en general?", "más o menos": the question's scope, not its subject.
    ...each(['en general', 'por lo general', 'en resumen', 'mas o menos'], []),
    // "Cuando esté lista", "cuando alguien me llama", "cuando terminéis": "cuando" joins two clauses
    // there, it asks no date ("cuando quiera" stays: "¿me puedo dar de baja cuando quiera?" asks a term).
    ...pairs(['cuando'], ['sea', 'este', 'esten', 'pueda', 'puedas', 'haga falta', 'alguien', 'un', 'una', 'mi', 'mis', 'haya', 'hayan', 'tenga', 'tengamos', 'termineis', 'acabeis'], []),
    // "¿llego a tiempo de pedirlo?", "¿estoy a tiempo?": whether the deadline has passed.
    ...pairs(['llego', 'llegamos', 'estoy', 'estamos', 'estaria', 'sigo'], ['a tiempo'], ['_plazo']),
    ['aun se puede', ['_plazo']],
    ['sin coste', ['_gratis']],
    ['sin compromiso', ['_gratis']],
    // Trying a product for free is its free version.
    ...pairs(['probar', 'probarlo', 'probarla', 'prueba', 'periodo de prueba'], ['gratis', 'gratuita', 'gratuito', 'sin pagar'], ['_gratis']),
    ['version de prueba', ['_gratis']],
    // "Mando" next to a pronoun or an article is the verb (to send), not the texts' "cuadros de mando".
    ...pairs(['os', 'te', 'le', 'les', 'lo', 'la'], ['mando'], ['_enviar']),
    ...pairs(['mando'], ['el', 'mi', 'la'], ['_enviar']),
  ],
  // "cuánto cuesta un iPhone" shares only "price" with the site: not an answer.
  generic: ['_precio', '_empresa', '_personal', '_empleados', '_solicitar', '_gratis', '_enviar', '_mes'],
  // "¿y en empresa?", "¿y para 5 empleados?": the previous question again, refined.
  refining: ['_empleados', '_empresa', '_personal', 'autonom'],
  headCountRefines: ['_precio'],
};
