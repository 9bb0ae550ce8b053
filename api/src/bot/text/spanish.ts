import { each, pairs, words, type Words } from './vocabulary';

/**
 * General Spanish, whatever the subject: chat shorthand, accents, fillers, question words, number
 * words and the stems two unrelated words share. What belongs to one part of the site (its
 * concepts, names and phrases) lives in that domain's `words.ts`.
 */

/**
 * Accents visitors leave out on words the stemmer treats differently with and without them.
 * The engine adds every accented word of the indexed passages to this at start-up.
 */
const ACCENTED = [
  'cuánto', 'cuánta', 'cuándo', 'dónde', 'cómo', 'qué', 'cuál', 'teléfono', 'teléfonos', 'telefonía', 'móvil', 'móviles',
  'dirección', 'información', 'subvención', 'electrónica', 'electrónico', 'página', 'páginas', 'días', 'análisis',
  'gestión', 'tecnología', 'tecnologías', 'currículum', 'ubicación', 'políticas', 'política', 'jurídico', 'público',
  'económico', 'económica', 'autónomo', 'autónomos', 'límite', 'próximo', 'mínimo', 'máximo', 'último', 'línea', 'líneas',
  'también', 'además', 'están', 'estáis', 'tenéis', 'hacéis', 'ofrecéis', 'trabajáis', 'cobráis', 'abrís', 'cerráis',
  'atendéis', 'podéis', 'vendéis', 'lleváis', 'dais', 'sois', 'técnico', 'analítica', 'inteligencia', 'energía',
];

/** Words that carry no meaning for retrieval (articles, pronouns, filler verbs of a question). Folded forms. */
const STOPWORDS = words(`a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra cual cuales cualquier
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
  exactamente concretamente basicamente realmente simplemente dame danos cuentame cuentanos contadme resumen resumido
  resumida resumidamente brevemente ningun ninguna ninguno ningunos ningunas aceptais aceptan admitis admiten encajais
  comentado contado pasais pasan pasamos significa significan significado pasarme pasarnos viene vienen venis
  vengo venir llevo llevamos`);

export const SPANISH: Words = {
  colloquial: {
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
    apps: 'aplicaciones',
    app: 'aplicación',
    porfa: 'favor',
    xfa: 'favor',
    pls: 'favor',
    tmbn: 'también',
    pa: 'para',
    pal: 'para el',
    demo: 'demostración',
    demos: 'demostraciones',
    dsd: 'desde',
    kiero: 'quiero',
    // "¿Qué trae?" asks what a plan includes.
    trae: 'incluye',
    traen: 'incluyen',
  },
  accented: ACCENTED,
  stopwords: STOPWORDS,
  synonyms: {
    // The afternoon; "tardar" (to take long) shares its stem (see sharedStems).
    _tarde: 'tarde tardes'.split(' '),
  },
  sharedStems: ['tard'],
  phrases: [
    // "¿Cuánto tiempo…?" is a question kind (a duration): the analyser turns the marker into a facet.
    ['cuanto tiempo', ['_duracion']],
    ['cuanto antes', []],
    // "¿Cómo se llama…?" asks a name, not a phone call.
    ['como se llama', ['nombr']],
    ['como se llaman', ['nombr']],
    ['cada dos por tres', []],
    // "¿Cada cuánto…?" asks how often, not a price.
    ['cada cuanto', []],
    // "¿Qué pasó en 2018?" asks about the year, not a "paso" (step) of a process.
    ['que paso', []],
    ['que ocurrio', []],
    ['me quedo sin', []],
    ['nos quedamos sin', []],
    // "Lo que ponéis en la web" points at this site's own text, not at the web-development service.
    ...pairs(['poneis', 'pone', 'dice', 'decis', 'sale', 'aparece', 'habla'], ['en la web', 'en vuestra web', 'en la pagina', 'en vuestra pagina'], []),
    // Time fillers.
    ...each(['ahora mismo', 'el ano que viene', 'ano que viene', 'el proximo ano'], []),
  ],
};

/** Spanish number words a visitor may use for a head count. */
/**
 * Nouns whose stem the snowball stemmer leaves apart from their verb's (irregular derivations:
 * -sión, -cción, -xión, -ción after -er/-ir verbs, "venta"), read as the verb's stem, so "¿podéis
 * prever las ventas?" meets "previsión de demanda" and "vender". Stems, folded.
 */
export const STEM_FAMILIES: Record<string, string> = {
  prevision: 'prev',
  previsiones: 'prev',
  vent: 'vend',
  analisis: 'analiz',
  proteccion: 'proteg',
  conexion: 'conect',
  medicion: 'med',
  atencion: 'atend',
  decision: 'decid',
  suscripcion: 'suscrib',
  correccion: 'correg',
  eleccion: 'elig',
  inscripcion: 'inscrib',
  descripcion: 'describ',
  produccion: 'produc',
  reduccion: 'reduc',
  traduccion: 'traduc',
  instruccion: 'instru',
  construccion: 'constru',
  distribucion: 'distribu',
  comprension: 'comprend',
  extension: 'extend',
  revision: 'revis',
  duracion: 'dur',
};

export const NUMBER_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11,
  doce: 12, quince: 15, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, cien: 100, doscientos: 200,
};
