import { pairs, words, type QuestionKind, type Words } from '../../text/vocabulary';
import { LOOKED_AFTER, NETWORK } from '../common/social';

/**
 * "Que me llevéis el Instagram", "¿gestionáis redes de negocios?": social media looked after for
 * the visitor, the marketing service (with the Kit named, the Kit's solution answers instead).
 */
export const SOCIAL_SERVICE_QUESTION: QuestionKind = {
  id: 'social-service',
  // "¿Lleváis el Instagram de alguna peluquería?" asks for an example: the portfolio.
  asks: (folded) => NETWORK.test(folded) && LOOKED_AFTER.test(folded) && !/\b(kit|subvencion\w*|bono|ayudas?)\b|\bde algun[oa]?\b/u.test(folded),
  decisive: true,
};

/** How visitors name our services (web, shops, marketing, SEO, AI, hosting), our products and our portfolio. */
export const catalogWords: Words = {
  spellings: [
    [/\be-commerce\b/g, 'ecommerce'],
    // Languages whose names are mostly signs: "C#", "C++", ".NET".
    [/\bc#/g, 'csharp'],
    [/\bc\+\+/g, 'cplusplus'],
    [/(^|\s)\.net\b/g, '$1dotnet'],
  ],
  colloquial: {
    ecommerce: 'ecommerce',
    ciberseg: 'ciberseguridad',
    insta: 'instagram',
    // Words visitors borrow from English, as the site writes them in Spanish.
    backup: 'copias de seguridad',
    vps: 'servidores privados virtuales',
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
  },
  synonyms: {
    // Where servers are: "¿en Europa?" and the texts' "servidores europeos", "garantías europeas".
    _europa: 'europa europeo europeos europea europeas ue'.split(' '),
    _web: 'web webs pagina paginas website'.split(' '),
    _redes: 'redes rrss instagram facebook tiktok linkedin'.split(' '),
    _ia: 'ia ai inteligencia artificial chatgpt'.split(' '),
    _publicidad: 'publicidad publicitario publicitaria publicitarios anuncio anuncios anunciarme anunciarse'.split(' '),
    _seo: 'seo posicionamiento posicionar posicionarme posicionamos buscadores'.split(' '),
    _tienda: 'tienda tiendas ecommerce'.split(' '),
    _fichaje: words('fichaje fichajes fichar fichan fichen fiche fichas fichamos fichais'),
    // The portfolio's trades, as a visitor names their own ("soy dentista", "tengo un taller") and
    // as the projects are titled ("Clínica Dental…", "Taller Hermanos Pastor").
    _sector_hosteleria: words('restaurante restaurantes hosteleria hostelero cafeteria cafeterias'),
    _sector_taller: words('taller talleres mecanico mecanica mecanicos'),
    _sector_peluqueria: words('peluqueria peluquerias peluquero peluquera peluqueros barberia'),
    _sector_asesoria: words('asesoria asesorias gestoria gestorias'),
    _sector_fisio: words('fisio fisioterapia fisioterapeuta fisioterapeutas'),
    _sector_dental: words('dental dentista dentistas odontologo odontologia'),
    _sector_heladeria: words('heladeria heladerias helado helados heladero'),
    _sector_yoga: words('yoga pilates'),
    _sector_floristeria: words('floristeria floristerias florista floristas flores'),
    _sector_reformas: words('reformas albanil albaniles'),
    _sector_moda: words('boutique boutiques moda'),
    _sector_panaderia: words('panaderia panaderias panadero panadera horno hornos'),
    _sector_calzado: words('calzado calzados zapateria zapaterias zapatos'),
  },
  concepts: {
    chatbot: ['_ia', 'chatbot'],
    chatbots: ['_ia', 'chatbot'],
  },
  phrases: [
    // "Trabajos para otros clientes", "trabajos en vuestro portafolio": the portfolio's projects, not a job.
    ...pairs(['trabajos', 'ejemplos de trabajos'], ['que hayan hecho', 'en vuestro portafolio', 'del portafolio', 'para otros clientes', 'para clientes'], ['proyect']),
    ['asistente virtual', ['_ia', 'asistent']],
    ['asistentes virtuales', ['_ia', 'asistent']],
    ['control horario', ['_fichaje']],
    ['control de horario', ['_fichaje']],
    ['control de jornada', ['_fichaje']],
    ['control de presencia', ['_fichaje']],
    ['registro horario', ['_fichaje']],
    ['registro de jornada', ['_fichaje']],
    ['registro de la jornada', ['_fichaje']],
    ['posicionamiento web', ['_seo']],
    ['posicionamiento en google', ['_seo', 'googl']],
    ['salir en google', ['_seo', 'googl']],
    ['salir primero en google', ['_seo', 'googl']],
    ['aparecer en google', ['_seo', 'googl']],
    ['primero en google', ['_seo', 'googl']],
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
    ['factura electronica', ['factur']],
    // The portfolio: "trabajos" alone is jobs, but these are the company's own work.
    ['caso de exito', ['proyect']],
    ['casos de exito', ['proyect']],
    ['trabajos realizados', ['proyect']],
    ['trabajos hechos', ['proyect']],
    ['trabajos que habeis hecho', ['proyect']],
    ['trabajos que hayais hecho', ['proyect']],
    ['trabajos que habeis realizado', ['proyect']],
    ['vuestros trabajos', ['proyect']],
    ['trabajos anteriores', ['proyect']],
    ['trabajo hecho', ['proyect']],
    ['trabajos que teneis hechos', ['proyect']],
    // A visitor's own shop is their business, not the online-shop service.
    ['tengo una tienda', ['_empresa']],
    ['tenemos una tienda', ['_empresa']],
    ['mi tienda', ['_empresa']],
    ['nuestra tienda', ['_empresa']],
    ['tienda fisica', ['_empresa']],
    ['mi tienda online', ['_tienda']],
    ['nuestra tienda online', ['_tienda']],
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
    // The apps the company has (its own products), not the apps it builds for clients.
    ['aplicaciones teneis', ['aplic', 'product', 'propi']],
    ['teneis aplicaciones', ['aplic', 'product', 'propi']],
    ['vuestras aplicaciones', ['aplic', 'product', 'propi']],
    ['aplicaciones propias', ['aplic', 'product', 'propi']],
    ['vuestros programas', ['program', 'product', 'propi']],
    ['vuestro programa', ['program', 'product', 'propi']],
  ],
  questionKinds: [SOCIAL_SERVICE_QUESTION],
};
