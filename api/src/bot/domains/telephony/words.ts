import { pairs, type QuestionKind, type Words } from '../../text/vocabulary';

/** "¿Qué tal la cobertura?", "¿llega bien la señal?": the network's coverage, not a tariff list. */
export const COVERAGE_QUESTION: QuestionKind = {
  id: 'coverage',
  // "¿Las ofertas dependen de la cobertura?" asks about the offers' conditions, not the network.
  asks: (folded) => /\bcobertura\b|\b(llega|coge|va) bien la (senal|red)\b/u.test(folded) && !/\b(dependen?|sujet\w*|condicion\w*)\b/u.test(folded),
  decisive: true,
};

/** How visitors ask about tariffs, lines, operators, VAT and keeping their number. */
export const telephonyWords: Words = {
  // "40 GB", "600 megas", "wi-fi": as the tariff cards write them.
  spellings: [
    [/(\d+)\s*(gb|gigas?)\b/g, '$1gb'],
    // "la fibra de un giga": one gigabit.
    [/\b(?:un|una)\s+(gb|gigas?)\b/g, '1gb'],
    [/(\d+)\s*(mb|megas?)\b/g, '$1mb'],
    [/\bwi-?fi\b/g, 'wifi'],
  ],
  colloquial: {
    // The answering machine of a switchboard is its voicemail.
    contestador: 'buzón de voz',
    television: 'tv',
    tele: 'tv',
  },
  synonyms: {
    // A line that fails: the support benefit "gestiona las incidencias con el operador por ti".
    _incidencia: 'incidencia incidencias averia averias caida caidas'.split(' '),
    // Other operators' names: the question is which network our tariffs use (O2).
    _operador: 'operador operadora operadores operadoras movistar vodafone orange yoigo digi masmovil jazztel lowi simyo pepephone'.split(' '),
    _adicional: 'adicional adicionales extra extras anadir anado sumar sumo sumamos sumais ampliar'.split(' '),
  },
  phrases: [
    ...pairs(['se cae', 'se me cae', 'se corta', 'se me corta', 'no funciona', 'deja de funcionar'], ['la linea', 'la fibra', 'el movil', 'internet', 'la conexion'], ['_incidencia']),
    // Prices with or without VAT tell the plan mode, and still ask about VAT.
    ['sin iva', ['_empresa', 'iva']],
    ['iva incluido', ['_personal', 'iva']],
    ['con iva', ['_personal', 'iva']],
    ['ip fija', ['ipfija']],
    // "Solo necesito internet": a fibre line.
    ...pairs(['solo', 'necesito', 'quiero', 'contratar'], ['internet', 'internet en casa', 'internet para'], ['fibr']),
    ['fibra optica', ['fibr']],
    ['compania telefonica', ['_operador']],
    ['compania de telefono', ['_operador']],
    ['compania de telefonia', ['_operador']],
    // Keeping one's number when changing operator is portability.
    ...pairs(
      ['mantener', 'mantengo', 'mantenemos', 'conservar', 'conservo', 'conservamos', 'sin perder', 'perder', 'pierdo', 'perdemos', 'perderia', 'perderiamos'],
      ['el numero', 'mi numero', 'mis numeros', 'los numeros', 'nuestros numeros', 'nuestro numero'],
      ['portabil', '_telefono'],
    ),
    // Coming over from another operator is a portability.
    ...pairs(['me paso', 'nos pasamos', 'me cambio', 'nos cambiamos', 'pasar los telefonos', 'pasar las lineas', 'pasar mis lineas'], ['a vosotros', 'con vosotros'], ['portabil']),
    ['quedarme con mi numero', ['portabil', '_telefono']],
    ['mismo numero', ['portabil', '_telefono']],
    ['lineas adicionales', ['_lineas', '_adicional']],
    ['linea adicional', ['_lineas', '_adicional']],
    ['lineas extra', ['_lineas', '_adicional']],
    ['linea extra', ['_lineas', '_adicional']],
    ['mas lineas', ['_lineas']],
    ['otra linea', ['_lineas']],
    ['lineas moviles adicionales', ['_lineas', '_adicional']],
  ],
  // "¿y eso lleva el IVA incluido?" after a business plan asks about that plan's VAT, not for the
  // private customers' plans "IVA incluido" names on its own.
  keepMode: ['iva'],
  questionKinds: [COVERAGE_QUESTION],
};
