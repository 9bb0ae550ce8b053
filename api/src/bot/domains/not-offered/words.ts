import { each, pairs, words, type Words } from '../../text/vocabulary';

/** Large Spanish cities other than ours, for "¿tenéis oficina en Madrid?" (folded). */
const OTHER_CITIES = words(`madrid barcelona valencia sevilla zaragoza malaga murcia palma bilbao cordoba valladolid vigo gijon
  granada vitoria coruna oviedo pamplona santander cartagena almeria castellon benidorm torrevieja orihuela albacete
  cuenca toledo salamanca burgos leon cadiz huelva jaen logrono badajoz caceres tarragona lleida girona`);

/**
 * Things visitors ask that the site never offers or states. Each is a concept no passage carries,
 * so a question naming one gets the honest answer, whatever else it shares with the texts. This
 * domain has words and no passages.
 */
export const notOfferedWords: Words = {
  synonyms: {
    // Games: the site makes none.
    _juegos: 'videojuego videojuegos'.split(' '),
    // Repairing devices: the site offers none (its "fallos" and "errores" are our own work's).
    _reparar: 'reparar reparais reparan reparacion reparaciones repareis reparame reparadme'.split(' '),
    _clima: 'lluvia llueve lloviendo llover temperatura'.split(' '),
    // What we pay our staff ("nóminas" stays a word: NavegaTime connects to payroll).
    _sueldo: 'sueldo sueldos salario salarios remuneracion'.split(' '),
    // Trades next to ours that visitors ask an IT and telecom company for: security systems,
    // cleaning, printers, translation, print shops, aerials, removals.
    _alarma: 'alarma alarmas videovigilancia'.split(' '),
    _limpieza: 'limpieza limpiezas'.split(' '),
    _impresora: 'impresora impresoras toner cartucho cartuchos fotocopiadora fotocopiadoras'.split(' '),
    _traduccion: 'traduccion traducciones traducir traductor traductores traductora'.split(' '),
    _imprenta: 'imprenta flyers folletos buzoneo'.split(' '),
    _antena: 'antena antenas antenista'.split(' '),
    _mudanza: 'mudanza mudanzas'.split(' '),
    // Who owns or runs the company: the site names no one (its "propietarios" and "socio" are other things).
    _dueno: 'dueno duena duenos duenas fundador fundadora fundadores ceo gerente jefe jefa'.split(' '),
  },
  phrases: [
    // Paying in instalments.
    ['a plazos', ['_financiar']],
    ['financiacion', ['_financiar']],
    ['financiar', ['_financiar']],
    // Insurance is not the "seguro" (secure) of the texts: a policy, which the site never offers.
    ...pairs(['seguro', 'seguros'], ['de coche', 'de coches', 'del coche', 'de hogar', 'de casa', 'de vida', 'de salud', 'de moto', 'de viaje', 'medico'], ['_poliza']),
    ['aseguradora', ['_poliza']],
    ...pairs(['ofreceis', 'ofrecen', 'vendeis', 'venden', 'teneis', 'haceis', 'gestionais'], ['seguros'], ['_poliza']),
    // Devices: the site sells tariffs and services, not computers or phones.
    ...pairs(['vendeis', 'venden', 'vendes', 'vende'], ['ordenadores', 'portatiles', 'ordenadores portatiles', 'tablets', 'tablet', 'moviles', 'telefonos moviles', 'impresoras'], ['_venta_equipos']),
    // Our head count, what a job pays ("¿cuánto cobra un programador?"; our own prices are
    // "¿cuánto cobráis?"), an office in another city, the weather, repairs, group discounts and
    // energy grants.
    ...pairs(['cuantos', 'cuantas'], ['sois', 'trabajais ahi', 'empleados sois', 'trabajadores sois', 'personas sois', 'empleados teneis', 'trabajadores teneis'], ['_plantilla']),
    ...pairs(['cuanto'], ['pagais', 'cobra un', 'cobra una', 'se cobra', 'gana un', 'gana una'], ['_sueldo']),
    ...pairs(['oficina en', 'oficinas en', 'sede en', 'delegacion en', 'estais en', 'tienda en'], OTHER_CITIES, ['_otra_sede']),
    ...each(['que tiempo hace', 'que tiempo va a hacer', 'va a llover'], ['_clima']),
    ...pairs(['se me ha', 'se ha', 'tengo', 'esta', 'se me ha caido y'], ['roto', 'rota', 'estropeado', 'estropeada'], ['_reparar']),
    ...pairs(['pantalla'], ['rota', 'rajada'], ['_reparar']),
    ...pairs(
      ['descuento', 'descuentos', 'precio especial', 'precios especiales', 'rebaja'],
      ['para estudiantes', 'pa estudiantes', 'de estudiante', 'estudiantes', 'para jubilados', 'para pensionistas', 'para asociaciones', 'para autonomos'],
      ['_descuento_colectivo'],
    ),
    ...pairs(['placas', 'paneles'], ['solares'], ['_energia']),
    ...each(['quien manda', 'quien dirige', 'quien lleva la empresa', 'quien esta al frente', 'quien es el director', 'quien es la directora', 'quien es el propietario'], ['_dueno']),
    ['fotovoltaica', ['_energia']],
    // A self-employed person's tax paperwork is a gestoría's work, not ours.
    ...each(['alta de autonomo', 'alta como autonomo', 'declaracion de la renta', 'hacer la renta', 'hacerme la renta'], ['_tramite_fiscal']),
  ],
};
