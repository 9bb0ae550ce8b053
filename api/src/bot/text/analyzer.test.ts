import { siteVocabulary } from '../domains';
import { SpanishAnalyzer, collapseRepeats, fold, headCount, phoneticKey } from './analyzer';

const site = siteVocabulary();

const analyzer = new SpanishAnalyzer(site, ['telefonía', 'facturación']);
const terms = (q: string) => analyzer.analyzeQuery(q).terms;

describe('Spanish analyser', () => {
  it('reads a word the same with or without its accents', () => {
    expect(terms('telefonia')).toEqual(terms('telefonía'));
    expect(terms('facturacion')).toEqual(terms('facturación'));
    expect(terms('informacion direccion')).toEqual(terms('información dirección'));
    expect(terms('cuanto cuesta')).toEqual(terms('¿Cuánto cuesta?'));
  });

  it('reads a noun the stemmer leaves apart from its verb as the verb ("previsión" and "prever", "ventas" and "vender")', () => {
    for (const [noun, verb] of [['previsión', 'prever'], ['ventas', 'vender'], ['análisis', 'analizáis'], ['protección', 'proteger'], ['conexión', 'conectar']]) {
      expect(analyzer.analyzeDocument(noun)).toEqual(analyzer.analyzeQuery(verb).terms);
    }
  });

  it('reads a head count as a facet, not its number as a subject word', () => {
    const q = analyzer.analyzeQuery('somos cuatro en la empresa, ¿cuánto cubre la ayuda?');
    expect(q.facets.employees).toBe(4);
    expect(q.terms).not.toContain(analyzer.analyzeQuery('cuatro').terms[0]);
  });

  it('folds accents after stemming, so plural and singular meet', () => {
    expect(terms('tarifas de fibra')).toEqual(terms('tarifa fibra'));
    expect(terms('proyectos móviles')).toEqual(terms('proyecto movil'));
  });

  it('reads the English words visitors borrow as the Spanish the site uses', () => {
    expect(terms('backups diarios')).toEqual(terms('copias de seguridad diarias'));
    expect(terms('newsletter')).toEqual(terms('boletines'));
  });

  it('understands chat shorthand and stretched words', () => {
    expect(terms('q es el kit digital')).toEqual(terms('qué es el kit digital'));
    expect(terms('xq')).toEqual([]);
    expect(collapseRepeats('holaaaa')).toBe('hola');
    expect(collapseRepeats('correo')).toBe('correo');
    expect(collapseRepeats('llamar')).toBe('llamar');
    expect(terms('Holaaaa')).toEqual(terms('hola'));
  });

  it('maps the visitors’ words for the same thing to one concept', () => {
    const price = terms('precio')[0];
    for (const q of ['cuánto vale', 'cuesta', 'tarifa', 'cuanto sale']) expect(terms(q)).toContain(price);
    const hours = terms('horario')[0];
    for (const q of ['¿a qué hora abrís?', 'estáis abiertos']) expect(terms(q)).toContain(hours);
    const kit = terms('kit digital')[0];
    for (const q of ['subvención', 'ayudas', 'bono digital']) expect(terms(q)).toContain(kit);
    const jobs = terms('empleo')[0];
    for (const q of ['trabajo', 'currículum', 'cv']) expect(terms(q)).toContain(jobs);
  });

  it('keeps the time-tracking product apart from opening hours, and jobs apart from employees', () => {
    expect(terms('control horario')).not.toContain(terms('horario')[0]);
    expect(terms('5 empleados')).not.toContain(terms('empleo')[0]);
  });

  it('reads head counts and the telephony mode as facets', () => {
    expect(analyzer.analyzeQuery('¿y para 5 empleados?').facets).toEqual({ employees: 5 });
    expect(analyzer.analyzeQuery('somos dos').facets.employees).toBe(2);
    expect(analyzer.analyzeQuery('soy autónomo').facets.employees).toBe(1);
    expect(analyzer.analyzeQuery('tarifas para particulares').facets.mode).toBe('personal');
    expect(analyzer.analyzeQuery('¿y en empresa?').facets.mode).toBe('empresa');
    expect(analyzer.analyzeQuery('¿y para 20?').bareNumber).toBe(20);
    expect(analyzer.analyzeQuery('fibra de 600 megas').bareNumber).toBeUndefined();
    expect(headCount(fold('una plantilla de 12 personas'))).toBe(12);
    expect(headCount(fold('¿cuánto me dan para una empresa de 25?'))).toBe(25);
    expect(headCount(fold('un negocio de 4 personas'))).toBe(4);
    expect(headCount(fold('una empresa de 2000 euros de facturación'))).toBeUndefined();
  });

  it('marks greetings so a real question next to them wins', () => {
    expect(analyzer.analyzeQuery('hola').smallTalkOnly).toBe(true);
    const q = analyzer.analyzeQuery('hola, ¿cuánto cuesta la fibra?');
    expect(q.smallTalkOnly).toBe(false);
    expect(q.contentTerms).toEqual(terms('cuánto cuesta la fibra'));
  });

  it('reads a misspelt word as the known word one letter away', () => {
    expect(terms('curiculum')).toEqual(terms('currículum'));
    expect(new SpanishAnalyzer(site, ['fibra', 'fibra']).correct('fivra')).toBe('fibra');
    expect(new SpanishAnalyzer(site, ['ciberseguridad', 'ciberseguridad']).correct('ciberseguirdad')).toBe('ciberseguridad');
  });

  it('reads a word spelt as it sounds as the known word it sounds like', () => {
    const a = new SpanishAnalyzer(site, ['ciberseguridad', 'ciberseguridad', 'virtual', 'virtual', 'inteligencia', 'inteligencia', 'horario', 'horario']);
    expect(phoneticKey('siverseguridad')).toBe(phoneticKey('ciberseguridad'));
    // Two letters off ("s" for "c", "v" for "b"): one edit away is not enough.
    expect(a.correct('siverseguridad')).toBe('ciberseguridad');
    expect(a.correct('birtual')).toBe('virtual');
    expect(a.correct('inteligensia')).toBe('inteligencia');
    expect(a.analyzeQuery('orario').terms).toEqual(a.analyzeQuery('horario').terms);
  });

  it('reads a word of the texts with doubled letters the way the texts are read', () => {
    const a = new SpanishAnalyzer(site, ['WordPress', 'WooCommerce', 'business']);
    for (const w of ['WordPress', 'WooCommerce', 'business']) expect(a.analyzeQuery(w.toLowerCase()).terms).toEqual(a.analyzeDocument(w));
  });

  it('reads both forms of a stem-changing verb alike', () => {
    expect(terms('encuentro')).toEqual(terms('encontrar'));
    // And a short verb's "-ación" noun: "migración" is what "¿migráis…?" asks about.
    const doc = new SpanishAnalyzer(site);
    expect(doc.analyzeDocument('migración')).toEqual(doc.analyzeDocument('migrar'));
    expect(doc.analyzeDocument('instalación')).toEqual(doc.analyzeDocument('instalar'));
    expect(terms('empieza')).toEqual(terms('empezar'));
    // After q the u is silent: "quedar" keeps its stem.
    expect(terms('quedamos')).not.toEqual(terms('codamos'));
  });

  it('does not read a verb addressed to the company as a typo of a noun', () => {
    const a = new SpanishAnalyzer(site, ['ayudas', 'ayudas', 'ayudas', 'ayudamos']);
    expect(a.correct('ayudais')).toBe('ayudais');
  });

  it('leaves alone forms of known words, words the texts barely use and short words', () => {
    const a = new SpanishAnalyzer(site, ['digitalizadas', 'digitalizador', 'digitalizador', 'atraer', 'casa', 'casa']);
    expect(a.correct('digitalizado')).toBe('digitalizado');
    expect(a.correct('traer')).toBe('traer');
    expect(a.correct('cosa')).toBe('cosa');
  });

  it('reads vosotros verbs and attached pronouns as the verb', () => {
    expect(terms('mandaros el cv')).toEqual(terms('mandar el cv'));
    expect(terms('empezasteis')).toEqual(terms('empezaron'));
    expect(terms('desarrollaríais')).toEqual(terms('desarrollar'));
  });

  it('marks the verb a visitor addresses the company with, so the subject leads', () => {
    expect([...analyzer.analyzeQuery('¿desarrolláis apps?').addressed]).toEqual(terms('desarrollar'));
    expect(analyzer.analyzeQuery('desarrollo de apps').addressed.size).toBe(0);
  });

  it('reads "¿cuánto tardáis?" or "¿cuánto espacio?" as a measure, not a price', () => {
    const price = terms('precio')[0];
    expect(terms('¿cuánto cuesta?')).toContain(price);
    expect(terms('¿cuánto tardáis en contestar?')).not.toContain(price);
    expect(terms('¿y cuánto espacio de almacenamiento trae?')).not.toContain(price);
    expect(terms('¿cuánto dinero se gasta?')).toContain(price);
  });

  it('reads what a question counts and whether it asks for a date', () => {
    expect(analyzer.analyzeQuery('¿cuántas líneas puedo añadir?').facets.counts).toEqual(terms('líneas'));
    expect(analyzer.analyzeQuery('¿cuánto cuesta la fibra?').facets.counts).toBeUndefined();
    expect(analyzer.analyzeQuery('¿cuánto tiempo se guardan?').facets.counts).toEqual(expect.arrayContaining(terms('años días')));
    // The duration is the facet; "tiempo" is no word of the question's subject.
    expect(terms('¿cuánto tiempo se guardan?')).toEqual(terms('¿se guardan?'));
    expect(analyzer.analyzeQuery('¿cuánto tardáis en contestar?').facets.counts).toEqual(expect.arrayContaining(terms('horas días')));
    expect(analyzer.analyzeQuery('¿cuándo termina el plazo?').facets.when).toBe(true);
    expect(analyzer.analyzeQuery('¿en qué año empezasteis?').facets.when).toBe(true);
    expect(analyzer.analyzeQuery('¿qué pasa si pago tarde?').facets.when).toBeUndefined();
    const privacy = new SpanishAnalyzer(site, ['datos', 'datos', 'copias']);
    expect(privacy.analyzeQuery('¿cuánto tiempo guardáis mis datos?').facets.kinds).toContain('personal-data');
    expect(privacy.analyzeQuery('¿le pasáis mis datos a O2?').facets.kinds).toContain('personal-data');
    expect(privacy.analyzeQuery('¿cuánto tiempo guardáis las copias de seguridad?').facets.kinds).toBeUndefined();
    // A typo in the question word does not change what is asked.
    expect(analyzer.analyzeQuery('¿cuantsa líneas puedo añadir?').facets.counts).toEqual(terms('líneas'));
    expect(analyzer.analyzeQuery('¿cunado termina el plazo?').facets.when).toBe(true);
    const counted = [...new SpanishAnalyzer(site).countedTerms('Más de +100 empresas y respuesta en 48 h, sin papeles')];
    expect(counted).toEqual(expect.arrayContaining([...terms('empresas'), ...terms('horas')]));
    expect(counted).not.toContain(terms('papeles')[0]);
    expect([...new SpanishAnalyzer(site).countedTerms('entre el tercer y el sexto mes')]).toEqual(expect.arrayContaining(terms('meses')));
  });

  it('reads a date in the company’s own past as its history, not a deadline', () => {
    const deadline = terms('plazo')[0];
    expect(terms('¿cuándo termina el kit?')).toContain(deadline);
    expect(terms('¿cuándo empezasteis?')).not.toContain(deadline);
    expect(terms('¿cuándo empezasteis?')).toEqual(expect.arrayContaining(terms('historia')));
  });

  it('tells the portfolio from jobs, and other operators’ names from companies', () => {
    expect(terms('¿me enseñáis trabajos realizados?')).not.toContain(terms('empleo')[0]);
    expect(terms('trabajos realizados')).toEqual(terms('proyectos'));
    expect(terms('¿sois de movistar o vodafone?')).toEqual(expect.arrayContaining(terms('operador')));
  });

  it('keeps the afternoon apart from "tardar", and reads the ways of asking for an answer as one', () => {
    expect(terms('¿trabajáis por las tardes?')).toContain(terms('horario')[0]);
    // A duration is not the opening hours.
    expect(terms('respuesta en 24 horas')).not.toContain(terms('horario')[0]);
    expect(terms('¿a qué hora abrís?')).toContain(terms('horario')[0]);
    const a = new SpanishAnalyzer(site);
    expect(a.analyzeDocument('mañana tarde')).not.toEqual(expect.arrayContaining(a.analyzeDocument('tardar')));
    expect(terms('contestar')).toEqual(terms('respuesta'));
    expect(terms('¿cuándo respondéis?')).toEqual(expect.arrayContaining(terms('contestación')));
  });

  it('reads the everyday words for advertising, paying, being included and paying late', () => {
    expect(terms('anuncios')).toEqual(terms('publicidad'));
    expect(terms('¿va aparte?')).toEqual(terms('incluido'));
    expect(terms('abonar')).toEqual(terms('pagar'));
    expect(terms('si pago tarde')).toEqual(expect.arrayContaining(terms('demora')));
    expect(terms('si pago tarde')).not.toContain(terms('por las tardes')[0]);
    expect(terms('¿tenéis número 900?')).toContain('900');
    expect(terms('¿me llamáis?')).toEqual(terms('teléfono'));
  });

  it('reads typos that double a letter or drop one from a short word', () => {
    const a = new SpanishAnalyzer(site, ['trabajar', 'trabajar', 'fibra', 'fibra', 'fibra', 'barata']);
    expect(a.analyzeQuery('traajar').terms).toEqual(a.analyzeQuery('trabajar').terms);
    expect(a.analyzeQuery('fira').terms).toEqual(a.analyzeQuery('fibra').terms);
    expect(a.analyzeQuery('dode').terms).toEqual(a.analyzeQuery('donde').terms);
    // A word of the lists counts even if the texts never use it.
    expect(a.analyzeQuery('bartaa').terms).toEqual(a.analyzeQuery('barata').terms);
    expect(terms('anivirus')).toEqual(terms('antivirus'));
    expect(terms('¿haceeis webs?')).toEqual(terms('¿hacéis webs?'));
    expect(terms('cuannto')).toEqual(terms('cuanto'));
    expect(terms('newletter')).toEqual(terms('boletines'));
    // Shorthand with a stretched letter is still the word it stands for.
    expect(terms('antiviruus')).toEqual(terms('antivirus'));
    // A short word is not changed into another by swapping a letter.
    expect(a.correct('gato')).toBe('gato');
    // A corrected word is collapsed like any other, so it meets the texts' stem ("busines" → "business" → "busin").
    const english = new SpanishAnalyzer(site, ['Business', 'Business', 'Intelligence']);
    expect(english.analyzeQuery('busines intelligence').terms).toEqual(english.analyzeQuery('business intelligence').terms);
    // A dropped or swapped letter in a longer word finds a word the texts use only once.
    const once = new SpanishAnalyzer(site, ['ejemplos', 'escribo']);
    expect(once.correct('ejempos')).toBe('ejemplos');
    expect(once.correct('escrbio')).toBe('escribo');
    // A changed letter does not: "director" is not a typo of a "directos" the texts use once.
    expect(new SpanishAnalyzer(site, ['directos']).correct('director')).toBe('director');
    // A stem of three letters ("benas" → "ben") is no sign of a known word: the typo is corrected.
    expect(terms('benas tardes, ¿tenéis fibra?')).toEqual(terms('buenas tardes, ¿tenéis fibra?'));
  });

  it('reads a visitor’s own shop as their business, keeping one’s number as portability, and "os mando" as sending', () => {
    expect(terms('tengo una tienda')).toEqual(terms('tengo un negocio'));
    expect(terms('mi tienda online')).toEqual(terms('tienda online'));
    expect(terms('quiero cambiarme sin perder mis números')).toEqual(expect.arrayContaining(terms('portabilidad')));
    expect(terms('¿os mando el cv?')).toEqual(terms('¿os envío el cv?'));
    expect(terms('cuadros de mando')).not.toEqual(expect.arrayContaining(terms('enviar')));
    expect(terms('pa empresas')).toEqual(terms('para empresas'));
    expect(terms('dsd cuando')).toEqual(terms('desde cuándo'));
    expect(terms('¿qué pasó en 2018?')).toEqual(['2018']);
    expect(terms('¿cada cuánto?')).not.toContain(terms('precio')[0]);
    expect(terms('¿la web será mía?')).toEqual(expect.arrayContaining(terms('a tu nombre')));
    expect(terms('programáis en C#?')).toContain('csharp');
    expect(terms('una demo')).toEqual(terms('una demostración'));
    expect(terms('la primera reunión')).toEqual(terms('la primera consulta'));
    expect(terms('al mes')).toEqual(terms('mensual'));
    // Paying in instalments is not a deadline.
    expect(terms('a plazos')).not.toContain(terms('plazo')[0]);
  });
});
