/**
 * The Spanish word lists behind NavegaBot's analyser. Every key is written folded (lowercase,
 * no accents) because the analyser looks words up after folding; outputs that start with `_`
 * are concept tokens that skip the stemmer.
 */

/** Chat shorthand and common misspellings, word for word. */
export const COLLOQUIAL: Record<string, string> = {
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  xk: 'porque',
  x: 'por',
  tb: 'también',
  tmb: 'también',
  tbn: 'también',
  dnd: 'dónde',
  cdo: 'cuándo',
  info: 'información',
  tlf: 'teléfono',
  tfno: 'teléfono',
  telf: 'teléfono',
  tel: 'teléfono',
  telefno: 'teléfono',
  television: 'tv',
  apps: 'aplicaciones',
  app: 'aplicación',
  antivirus: 'antimalware virus',
  tele: 'tv',
  wasap: 'whatsapp',
  guasap: 'whatsapp',
  whatsap: 'whatsapp',
  wsp: 'whatsapp',
  wpp: 'whatsapp',
  wassap: 'whatsapp',
  porfa: 'favor',
  xfa: 'favor',
  pls: 'favor',
  mail: 'email',
  emial: 'email',
  emai: 'email',
  tmbn: 'también',
  curri: 'currículum',
  curro: 'trabajo',
  curriculo: 'currículum',
  ecommerce: 'ecommerce',
  ciberseg: 'ciberseguridad',
  pa: 'para',
  pal: 'para el',
  demo: 'demostración',
  demos: 'demostraciones',
  dsd: 'desde',
  kiero: 'quiero',
  insta: 'instagram',
  // Words visitors borrow from English, as the site writes them in Spanish.
  backup: 'copias de seguridad',
  backups: 'copias de seguridad',
  newsletter: 'boletines',
  newsletters: 'boletines',
  cloud: 'nube',
  // Apple's phones and tablets run iOS, the word the texts use.
  iphone: 'ios',
  iphones: 'ios',
  ipad: 'ios',
  ipads: 'ios',
  dashboard: 'cuadros de mando',
  dashboards: 'cuadros de mando',
  ads: 'anuncios',
  // "¿Qué trae?" asks what a plan includes.
  trae: 'incluye',
  traen: 'incluyen',
  subencion: 'subvención',
  subvencion: 'subvención',
  suvbencion: 'subvención',
};

/**
 * Accents visitors leave out on words the stemmer treats differently with and without them.
 * The engine adds every accented word of the indexed passages to this at start-up.
 */
export const ACCENTED_WORDS = [
  'cuánto', 'cuánta', 'cuándo', 'dónde', 'cómo', 'qué', 'cuál', 'teléfono', 'teléfonos', 'telefonía', 'móvil', 'móviles',
  'dirección', 'información', 'subvención', 'electrónica', 'electrónico', 'página', 'páginas', 'días', 'análisis',
  'gestión', 'tecnología', 'tecnologías', 'currículum', 'ubicación', 'políticas', 'política', 'jurídico', 'público',
  'económico', 'económica', 'autónomo', 'autónomos', 'límite', 'próximo', 'mínimo', 'máximo', 'último', 'línea', 'líneas',
  'también', 'además', 'están', 'estáis', 'tenéis', 'hacéis', 'ofrecéis', 'trabajáis', 'cobráis', 'abrís', 'cerráis',
  'atendéis', 'podéis', 'vendéis', 'lleváis', 'dais', 'sois', 'técnico', 'analítica', 'inteligencia', 'energía',
];

/**
 * Words that carry no meaning for retrieval (articles, pronouns, filler verbs of a question).
 * Folded forms.
 */
export const STOPWORDS = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra cual cuales cualquier
  cuantas cuantos de del desde dime decir decis dices el ella ellas ellos en entre era eres es esa esas ese eso esos esta
  estan estar estas estais este esto estos estoy fue ha haber habeis hace haceis hacen hacer hacemos hago han has hay he
  la las le les lo los me mas mi mis mucho muchos muy nada ni no nos nosotros nuestra nuestro nuestras nuestros o os otra
  otro otras otros para pero poco podeis poder podria podrian podriais por porque puede pueden puedo pues que quien
  quienes quiero quisiera quisieramos queria queremos saber sabeis se sea ser si sin sobre sois somos son soy su sus tal
  tambien te teneis tenemos tener tengo tenia tiene tienen tienes toda todas todo todos tu tus u un una unas uno unos usted
  ustedes vais vale vamos vosotros vuestra vuestras vuestro vuestros y ya yo e oye ok okey vale necesito necesitaria
  gustaria favor informacion ver mirar interesa interesaria explicar explicame explica cosa cosas tema temas alguien
  ahi alli aca entonces luego igual vez veces bueno buena pregunta preguntar consultar llevais llevan llevar lleva
  ofreceis ofrecen dais dan seguir sigo mucha muchas hacerlo hecho
  ir voy vas va van iria pasa pasar pasaria ocurre despues durante segun mediante tras hacia mismo misma mismos
  mismas solo sola tan tanto tanta casi siempre nunca ahora quiza quizas puedes podemos pueda puedan podre podremos
  tendria tendriamos seria sera serian estaria hemos habia haya hubiera mio mia tuyo tuya suyo suya etc tipo tipos
  hoy tal fueramos fuesemos fueran fuesen seamos sean hacerla hacerlas hacerlos hacerme hacernos hacerte ayer anteayer
  verse verlo verla verlos verlas buen ayudar ayudais ayudarme ayudarnos ayudeis ayudaria ayudariais
  llevariais llevarias llevaria llevarian usa usan usais utiliza utilizan utilizais veo ves vemos veis doy da damos
  llevarme llevarnos llevarlo llevarla hablado idea explicais explicarme explicadme mire mira oiga
  comentado contado pasais pasan pasamos significa significan significado pasarme pasarnos viene vienen venis
  vengo venir llevo llevamos`.split(/\s+/),
);

/**
 * Multi-word expressions, matched on folded words before single words, longest first.
 * They keep "control horario" (the time-tracking product) apart from opening hours and say
 * what a visitor means by "cuánto vale" or "dónde estáis".
 */
/** Large Spanish cities other than ours, for "¿tenéis oficina en Madrid?" (folded). */
const OTHER_CITIES = `madrid barcelona valencia sevilla zaragoza malaga murcia palma bilbao cordoba valladolid vigo gijon
  granada vitoria coruna oviedo pamplona santander cartagena almeria castellon benidorm torrevieja orihuela albacete
  cuenca toledo salamanca burgos leon cadiz huelva jaen logrono badajoz caceres tarragona lleida girona`.split(/\s+/);

/** Each phrase read as the same tokens. */
function each(phrases: string[], tokens: string[]): [string, string[]][] {
  return phrases.map((phrase): [string, string[]] => [phrase, tokens]);
}

/** Every "head tail" pair read as the same tokens ("conservar mi numero", "sin perder el numero"…). */
function pairs(heads: string[], tails: string[], tokens: string[]): [string, string[]][] {
  return heads.flatMap((head) => tails.map((tail): [string, string[]] => [`${head} ${tail}`, tokens]));
}

export const PHRASES: [string, string[]][] = [
  ['quienes sois', ['_nosotros']],
  ['quien sois', ['_nosotros']],
  ['quienes somos', ['_nosotros']],
  ['sobre vosotros', ['_nosotros']],
  ['sobre la empresa', ['_nosotros']],
  ['desde cuando', ['_historia']],
  ...pairs(['cuantos anos'], ['llevais', 'lleva', 'llevan', 'teneis', 'tiene', 'tienen', 'de experiencia', 'de historia'], ['_historia']),
  ['cuanto tiempo lleva', ['_historia']],
  ['cuanto tiempo llevais', ['_historia']],
  ['llevais funcionando', ['_historia']],
  ['lleva funcionando', ['_historia']],
  ['llevan funcionando', ['_historia']],
  // "¿Cuánto tiempo…?" is a question kind (a duration): the analyser turns the marker into a facet.
  ['cuanto tiempo', ['_duracion']],
  ['cuanto antes', []],
  ['quien puede', ['_requisitos']],
  ['quienes pueden', ['_requisitos']],
  ['a quien va dirigido', ['_requisitos']],
  ['a quien esta dirigido', ['_requisitos']],
  ['asistente virtual', ['_ia', 'asistent']],
  ['asistentes virtuales', ['_ia', 'asistent']],
  ['control horario', ['_fichaje']],
  ['control de horario', ['_fichaje']],
  ['control de jornada', ['_fichaje']],
  ['control de presencia', ['_fichaje']],
  ['registro horario', ['_fichaje']],
  ['registro de jornada', ['_fichaje']],
  ['registro de la jornada', ['_fichaje']],
  ['cuanto vale', ['_precio']],
  ['cuanto valen', ['_precio']],
  ['cuanto es', ['_precio']],
  ['cuanto sale', ['_precio']],
  ['cuanto me sale', ['_precio']],
  ['cuanto cobrais', ['_precio']],
  ['cuanto dan', ['_precio', '_kit']],
  ['cuanto me dan', ['_precio', '_kit']],
  ['cuanto dais', ['_precio', '_kit']],
  ['cuanto me dais', ['_precio', '_kit']],
  ['cuanto nos dan', ['_precio', '_kit']],
  ['cuanto nos dais', ['_precio', '_kit']],
  ['a que hora', ['_horario']],
  ['posicionamiento web', ['_seo']],
  ['posicionamiento en google', ['_seo', 'googl']],
  ['salir en google', ['_seo', 'googl']],
  ['salir primero en google', ['_seo', 'googl']],
  ['aparecer en google', ['_seo', 'googl']],
  ['primero en google', ['_seo', 'googl']],
  ['que horas', ['_horario']],
  ['hasta cuando', ['_plazo']],
  ['fecha limite', ['_plazo']],
  ['sigue abierto', ['_plazo']],
  ['sigue abierta', ['_plazo']],
  ['sigue vigente', ['_plazo']],
  ['todavia se puede', ['_plazo']],
  ['aun se puede', ['_plazo']],
  ['como llegar', ['_direccion']],
  ['correo electronico', ['_email']],
  ['redes sociales', ['_redes']],
  ['social media', ['_redes']],
  ['inteligencia artificial', ['_ia']],
  ['machine learning', ['_ia']],
  ['big data', ['_ia', 'dat']],
  ['tienda online', ['_tienda']],
  ['tienda on line', ['_tienda']],
  ['tienda virtual', ['_tienda']],
  ['comercio electronico', ['_tienda']],
  ['vender online', ['_tienda']],
  ['vender por internet', ['_tienda']],
  ['pagina web', ['_web']],
  ['paginas web', ['_web']],
  ['sitio web', ['_web']],
  ['trabaja con nosotros', ['_empleo']],
  ['trabajar con vosotros', ['_empleo']],
  ['trabajar con nosotros', ['_empleo']],
  ['trabajar con ustedes', ['_empleo']],
  ['busco trabajo', ['_empleo']],
  ['ofertas de empleo', ['_empleo']],
  ['ofertas de trabajo', ['_empleo']],
  // Prices with or without VAT tell the plan mode, and still ask about VAT.
  ['sin iva', ['_empresa', 'iva']],
  ['iva incluido', ['_personal', 'iva']],
  ['con iva', ['_personal', 'iva']],
  ['buenos dias', ['_saludo']],
  ['buenas tardes', ['_saludo']],
  ['buenas noches', ['_saludo']],
  ['hasta luego', ['_adios']],
  ['hasta pronto', ['_adios']],
  ['quien eres', ['_bot']],
  ['que eres', ['_bot']],
  ['como te llamas', ['_bot']],
  ['eres un robot', ['_bot']],
  ['eres humano', ['_bot']],
  ['eres una persona', ['_bot']],
  ['agente digitalizador', ['_kit', 'agent']],
  ['agentes digitalizadores', ['_kit', 'agent']],
  ['kit digital', ['_kit']],
  ['bono digital', ['_kit']],
  ['ip fija', ['ipfija']],
  ['oficina virtual', ['oficinavirtual']],
  ['oficinas virtuales', ['oficinavirtual']],
  ['fibra optica', ['fibr']],
  ['factura electronica', ['factur']],
  ['sin coste', ['_gratis']],
  ['sin compromiso', ['_gratis']],
  // The portfolio: "trabajos" alone is jobs, but these are the company's own work.
  ['trabajos realizados', ['proyect']],
  ['trabajos hechos', ['proyect']],
  ['trabajos que habeis hecho', ['proyect']],
  ['trabajos que hayais hecho', ['proyect']],
  ['trabajos que habeis realizado', ['proyect']],
  ['vuestros trabajos', ['proyect']],
  ['trabajos anteriores', ['proyect']],
  ['compania telefonica', ['_operador']],
  ['compania de telefono', ['_operador']],
  ['compania de telefonia', ['_operador']],
  // The afternoon is a time of day, not "tardar" (to take long), whose stem it shares.
  ['por la tarde', ['_horario', '_tarde']],
  ['por las tardes', ['_horario', '_tarde']],
  ['de tarde', ['_horario', '_tarde']],
  ['a la tarde', ['_horario', '_tarde']],
  ['por la manana', ['_horario']],
  ['por las mananas', ['_horario']],
  ['fin de semana', ['_horario']],
  // A visitor's own shop is their business, not the online-shop service.
  ['tengo una tienda', ['_empresa']],
  ['tenemos una tienda', ['_empresa']],
  ['mi tienda', ['_empresa']],
  ['nuestra tienda', ['_empresa']],
  ['tienda fisica', ['_empresa']],
  ['mi tienda online', ['_tienda']],
  ['nuestra tienda online', ['_tienda']],
  // "Mando" next to a pronoun or an article is the verb (to send), not the texts' "cuadros de mando".
  ...pairs(['os', 'te', 'le', 'les', 'lo', 'la'], ['mando'], ['_enviar']),
  ...pairs(['mando'], ['el', 'mi', 'la'], ['_enviar']),
  // Paying in instalments and pay are not on the site: concepts no passage has.
  ['a plazos', ['_financiar']],
  ['financiacion', ['_financiar']],
  ['financiar', ['_financiar']],
  ['trabajo hecho', ['proyect']],
  ['trabajos que teneis hechos', ['proyect']],
  // Keeping one's number when changing operator is portability.
  ...pairs(
    ['mantener', 'mantengo', 'mantenemos', 'conservar', 'conservo', 'conservamos', 'sin perder', 'pierdo', 'perdemos', 'perderia'],
    ['el numero', 'mi numero', 'mis numeros', 'los numeros', 'nuestros numeros', 'nuestro numero'],
    ['portabil', '_telefono'],
  ),
  // Trying a product for free is its free version.
  ...pairs(['probar', 'probarlo', 'probarla', 'prueba', 'periodo de prueba'], ['gratis', 'gratuita', 'gratuito', 'sin pagar'], ['_gratis']),
  ['version de prueba', ['_gratis']],
  // "The office's phone" is ours; "telefonía para mi oficina" is the business-telephony offer.
  ...pairs(['telefono', 'numero', 'telefono fijo'], ['de la oficina', 'de vuestra oficina', 'de las oficinas'], ['_telefono']),
  // Coming over from another operator is a portability.
  ...pairs(['me paso', 'nos pasamos', 'me cambio', 'nos cambiamos'], ['a vosotros', 'con vosotros'], ['portabil']),
  ['quedarme con mi numero', ['portabil', '_telefono']],
  ['mismo numero', ['portabil', '_telefono']],
  ['sale a cuenta', ['_precio']],
  ['cada dos por tres', []],
  // "¿Cada cuánto…?" asks how often, not a price.
  ['cada cuanto', []],
  // "¿La web será mía?": who owns what we deliver.
  ['sera mia', ['_propiedad']],
  ['sera mio', ['_propiedad']],
  ['es mia', ['_propiedad']],
  ['es mio', ['_propiedad']],
  ['de mi propiedad', ['_propiedad']],
  ['a mi nombre', ['_propiedad']],
  ['a tu nombre', ['_propiedad']],
  // "¿En cuánto tiempo se nota el SEO?" asks when the results show.
  ['se nota', ['result']],
  ['se notan', ['result']],
  // "¿Qué pasó en 2018?" asks about the year, not a "paso" (step) of a process.
  ['que paso', []],
  ['que ocurrio', []],
  ['que hicisteis', ['_historia']],
  ['me quedo sin', []],
  ['nos quedamos sin', []],
  ['desde que ano', ['_historia']],
  ['horario de oficina', ['_horario']],
  // The apps the company has (its own products), not the apps it builds for clients.
  ['aplicaciones teneis', ['aplic', 'product', 'propi']],
  ['teneis aplicaciones', ['aplic', 'product', 'propi']],
  ['vuestras aplicaciones', ['aplic', 'product', 'propi']],
  ['aplicaciones propias', ['aplic', 'product', 'propi']],
  ['vuestros programas', ['program', 'product', 'propi']],
  ['vuestro programa', ['program', 'product', 'propi']],
  // A first meeting is the site's "primera consulta".
  ['primera reunion', ['primer', 'consult']],
  ['primera cita', ['primer', 'consult']],
  ['primera visita', ['primer', 'consult']],
  ['primera llamada', ['primer', 'consult']],
  // Insurance is not the "seguro" (secure) of the texts: a policy, which the site never offers.
  ...pairs(['seguro', 'seguros'], ['de coche', 'de coches', 'del coche', 'de hogar', 'de casa', 'de vida', 'de salud', 'de moto', 'de viaje', 'medico'], ['_poliza']),
  ['aseguradora', ['_poliza']],
  // "¿Cómo se llama…?" asks a name, not a phone call.
  ['como se llama', ['nombr']],
  ['como se llaman', ['nombr']],
  ['pago tarde', ['_pagar', '_demora']],
  ['pagar tarde', ['_pagar', '_demora']],
  ['pago con retraso', ['_pagar', '_demora']],
  ['pagar con retraso', ['_pagar', '_demora']],
  ['lineas adicionales', ['_lineas', '_adicional']],
  ['linea adicional', ['_lineas', '_adicional']],
  ['lineas extra', ['_lineas', '_adicional']],
  ['linea extra', ['_lineas', '_adicional']],
  ['mas lineas', ['_lineas']],
  ['otra linea', ['_lineas']],
  ['lineas moviles adicionales', ['_lineas', '_adicional']],
  // Jobs: open positions ("puestos abiertos" is not the opening hours) and someone finishing their
  // studies, looking for a job or an internship.
  ...pairs(
    ['puestos', 'vacantes', 'plazas', 'ofertas'],
    ['abiertos', 'abiertas', 'disponibles', 'libres', 'teneis abiertos', 'teneis abiertas', 'hay abiertos', 'hay abiertas'],
    ['_empleo'],
  ),
  ...pairs(
    ['acabo', 'acabando', 'termino', 'terminando', 'he acabado', 'he terminado', 'acabe', 'termine'],
    ['el grado', 'la carrera', 'el master', 'el ciclo', 'la fp', 'los estudios', 'de estudiar'],
    ['_empleo'],
  ),
  ...pairs(['recien'], ['titulado', 'titulada', 'graduado', 'graduada'], ['_empleo']),
  // "Lo que ponéis en la web" points at this site's own text, not at the web-development service.
  ...pairs(['poneis', 'pone', 'dice', 'decis', 'sale', 'aparece', 'habla'], ['en la web', 'en vuestra web', 'en la pagina', 'en vuestra pagina'], []),
  // Paid all at once or in parts: the aid's payment phases.
  ...each(['de golpe', 'por partes', 'en partes', 'por fases', 'en fases', 'de una vez'], ['fas']),
  // Time fillers.
  ...each(['ahora mismo', 'el ano que viene', 'ano que viene', 'el proximo ano'], []),

  // Things the site never states: concepts no passage carries, so the engine answers honestly.
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
  ['fotovoltaica', ['_energia']],
];

/**
 * Single-word synonyms (SPEC's visitors' words for the same thing): the word is replaced by
 * the concept token(s). Plurals and verb forms are listed because the lookup is exact.
 */
const GROUPS: Record<string, string[]> = {
  _precio: `precio precios cuesta cuestan costar coste costes costo cuanto tarifa tarifas cuota cuotas importe cobrais
    cobran cobrar barato barata baratos baratas economico economica mensualidad euros eur dinero gasto gastos gasta gastan
    gastar cuanta`.split(/\s+/),
  _horario: 'horario horarios hora abierto abiertos abierta abris abren atendeis'.split(' '),
  _telefono: `telefono telefonos llamar llamaros llamarte llamo llamada numero numeros llameis llamadme llamame llamenme
    llamais`.split(/\s+/),
  _direccion: `direccion direcciones donde ubicacion ubicados ubicadas ubicais situados situais
    localizacion mapa calle sede`.split(/\s+/),
  _empleo: `empleo empleos trabajo trabajos curriculum curriculums cv candidatura candidaturas vacante vacantes
    contratais contratando puesto puestos practicas`.split(/\s+/),
  _kit: 'kit subvencion subvenciones ayuda ayudas bono bonos subsidio subvencionado subvencionada subvencionados digitalizador digitalizadores'.split(' '),
  _historia: 'historia trayectoria fundada fundado fundacion fundasteis fundaron origen origenes'.split(' '),
  _plazo: 'plazo plazos fecha fechas cuando caduca termina terminan acaba acaban vence convocatoria vigente todavia'.split(' '),
  _email: 'email emails correo correos'.split(' '),
  _contacto: 'contacto contactar contactaros contactarme contactaros escribir escribiros escribiros presupuesto presupuestos'.split(' '),
  _web: 'web webs pagina paginas website'.split(' '),
  _redes: 'redes rrss instagram facebook tiktok linkedin'.split(' '),
  _ia: 'ia ai inteligencia artificial chatgpt'.split(' '),
  _solicitar: `pedir pido pide piden pedirlo pedirla pedimos solicitar solicito solicita solicitan solicitarlo solicitarla
    solicitud solicitudes tramitar tramita tramitais tramitarlo pedi pediste pedisteis pedido`.split(/\s+/),
  _respuesta: `responder respondeis respondemos responden responde respondo respuesta respuestas contestar contestais
    contestan contesta contestacion responderemos responderan respondera contestaremos contestaran`.split(/\s+/),
  _tarde: 'tarde tardes'.split(' '),
  _publicidad: 'publicidad publicitario publicitaria publicitarios anuncio anuncios anunciarme anunciarse'.split(' '),
  // Whether something is in the price: "¿va aparte?" asks the same as "¿está incluido?".
  _incluido: 'incluido incluida incluidos incluidas aparte'.split(' '),
  _pagar: 'pagar pago pagos paga pagan pagas pagais pagamos pagado pagada abonar abona abonan abonais'.split(' '),
  _borrar: `borrar borreis borrad borren borres borrado borrarme borrarlos eliminar elimineis eliminad eliminen eliminarme
    eliminarlos suprimir supresion`.split(/\s+/),
  // "Al mes", "mensual": one period.
  _mes: 'mes meses mensual mensuales mensualmente'.split(' '),
  // The law a text follows; "legislación" and "normativa" are how the legal pages say it.
  _ley: 'ley leyes legislacion normativa normativas jurisdiccion'.split(' '),
  // Games: the site makes none.
  _juegos: 'videojuego videojuegos'.split(' '),
  // Repairing devices: the site offers none (its "fallos" and "errores" are our own work's).
  _reparar: 'reparar reparais reparan reparacion reparaciones repareis reparame reparadme'.split(' '),
  _clima: 'lluvia llueve lloviendo llover temperatura'.split(' '),
  // What we pay our staff, which the site never says ("nóminas" stays a word: NavegaTime connects to payroll).
  _sueldo: 'sueldo sueldos salario salarios remuneracion'.split(' '),
  _demora: 'demora demoras retraso retrasos impago impagos'.split(' '),
  _enviar: 'mandar mandas mandais mandame mandadme mandarme enviar envio envias enviais enviame enviadme enviarme enviarlo'.split(' '),
  // Other operators' names: the question is which network our tariffs use (O2).
  _operador: 'operador operadora operadores operadoras movistar vodafone orange yoigo digi masmovil jazztel lowi simyo pepephone'.split(' '),
  _adicional: 'adicional adicionales extra extras anadir anado sumar sumo sumamos sumais ampliar'.split(' '),
  // Marketplaces by name: the Kit Digital marketplace solution.
  _marketplace: 'marketplace marketplaces amazon ebay aliexpress etsy miravia zalando'.split(' '),
  _seo: 'seo posicionamiento posicionar posicionarme posicionamos buscadores'.split(' '),
  _requisitos: 'requisitos requisito beneficiarios beneficiario dirigido optar'.split(' '),
  _tienda: 'tienda tiendas ecommerce'.split(' '),
  _fichaje: 'fichaje fichajes fichar fichan fichen fiche fichas fichamos fichais'.split(' '),
  _conservar: `conservar conservais conservamos conserva conservan conservan guardar guardais guardamos guarda guardan
    guardais almacenar almacenais almacenamos almacena almacenan`.split(/\s+/),
  _empresa: 'empresa empresas empresarial empresariales negocio negocios pyme pymes compania companias'.split(' '),
  _personal: 'particular particulares personal casa hogar familia'.split(' '),
  _empleados: 'empleado empleados trabajador trabajadores plantilla'.split(' '),
  _gratis: 'gratis gratuito gratuita gratuitos gratuitas'.split(' '),
  _saludo: 'hola holi buenas saludos hey ey'.split(' '),
  _gracias: 'gracias agradecido agradecida genial perfecto'.split(' '),
  _adios: 'adios chao chau bye'.split(' '),
  _bot: 'navegabot bot robot'.split(' '),
};

/**
 * Stems two unrelated words share ("tarde", the afternoon, and "tardar", to take long): a synonym
 * with such a stem is indexed as its concept only.
 */
export const SHARED_STEMS = new Set(['tard']);

/** Folded word → concept tokens; a word may belong to two concepts ("cerrado": hours or deadline). */
export const SYNONYMS: Map<string, string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [token, words] of Object.entries(GROUPS)) {
    for (const w of words) if (w) map.set(w, [...(map.get(w) ?? []), token]);
  }
  map.set('cerrado', ['_plazo', '_horario']);
  map.set('cerrada', ['_plazo', '_horario']);
  // "autónomo" is a business for the telephony modes and the smallest Kit Digital segment.
  map.set('autonomo', ['_empresa', 'autonom']);
  map.set('autonomos', ['_empresa', 'autonom']);
  map.set('whatsapp', ['whatsapp', '_telefono']);
  // A network's name is a subject of its own too: "¿tenéis LinkedIn?" is about our profiles.
  for (const network of ['instagram', 'facebook', 'tiktok', 'linkedin']) map.set(network, ['_redes', network]);
  map.set('chatbot', ['_ia', 'chatbot']);
  map.set('chatbots', ['_ia', 'chatbot']);
  return map;
})();

/**
 * Query-only expansions: a visitor's "móvil" may be a mobile tariff or the company's mobile
 * number, so it searches both; passages keep the plain word.
 */
export const QUERY_EXPANSIONS: Record<string, string[]> = {
  movil: ['_telefono'],
  moviles: ['_telefono'],
};

/**
 * Concept tokens too common to stand for a question on their own ("cuánto cuesta un iPhone"
 * shares only "price" with the site): they count half when judging whether an answer fits.
 */
export const GENERIC_TERMS = new Set(['_precio', '_empresa', '_personal', '_empleados', '_solicitar', '_gratis', '_enviar', '_mes']);

/** Terms that only refine the previous question ("¿y en empresa?", "¿y para 5 empleados?"). */
export const REFINING_TERMS = new Set(['_empleados', '_empresa', '_personal', 'autonom']);

/** Words that, beside a new head count, ask the previous question again ("¿cuánto sería la ayuda?"). */
export const HEAD_COUNT_REFINES = new Set(['_precio', '_kit']);

/** Concept tokens that are small talk: dropped from a question that also asks something real. */
export const SMALL_TALK = new Set(['_saludo', '_gracias', '_adios', '_bot']);

/** Spanish number words a visitor may use for a head count. */
export const NUMBER_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11,
  doce: 12, quince: 15, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, cien: 100, doscientos: 200,
};
