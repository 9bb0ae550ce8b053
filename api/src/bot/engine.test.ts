import { company } from '@site/shared/content/company';
import { projects } from '@site/shared/content/projects';
import { tariffs } from '@site/shared/content/tariffs';
import { kitProgramme } from '@site/shared/content/kit-digital';
import { KIT_DIGITAL_PAYMENT_TERM } from '@site/shared/content/legal';
import { formatKitDate } from '@site/shared/content/kit-digital';
import { BotEngine } from './engine';
import { pageLink } from './passages/links';
import type { Passage } from './passages/types';
import { SessionStore } from './sessions';

const deadline = formatKitDate(kitProgramme.deadline);

describe('NavegaBot engine', () => {
  const engine = new BotEngine({ now: () => new Date('2026-03-01T10:00:00Z') });

  it('says the Kit Digital call is closed after its deadline and open before it', () => {
    expect(engine.ask('¿sigue abierto el kit digital?').answer).toContain(`terminó el ${deadline}`);
    const before = new BotEngine({ passages: engine.passages, now: () => new Date('2025-06-01T10:00:00Z') });
    expect(before.ask('¿sigue abierto el kit digital?').answer).toContain(`hasta el ${deadline}`);
  });

  it('answers a short follow-up in the light of the previous question', () => {
    const first = engine.ask('¿cuánto cuesta la línea adicional?', 'sess_lines');
    expect(first.answer).toContain('4,13 €');
    const second = engine.ask('¿y para particulares?', 'sess_lines');
    expect(second.followUp).toBe(true);
    expect(second.answer).toMatch(/particulares/);
    expect(second.answer).not.toContain('4,13 €');
  });

  it("reads '¿y eso lleva el IVA incluido?' as the VAT of the plan just shown, not a switch to private plans", () => {
    expect(engine.ask('precio fibra 600 + movil 50gb para empresa', 'sess_vat').answer).toContain('28,93 €');
    const reply = engine.ask('¿y eso lleva el IVA incluido?', 'sess_vat');
    expect(reply.followUp).toBe(true);
    expect(reply.answer).toContain('Empresas (sin IVA)');
  });

  it('reads what the visitor\'s own business deals in as who asks, not what is asked', () => {
    // "Ropa" is nowhere on the site; the question is social media for a shop.
    expect(engine.ask('tengo una tienda de ropa, ¿me llevaríais las redes sociales?').links[0]?.path).toBe('/marketing');
  });

  it('answers what happens to the visitor\'s own data from the privacy policy, whichever form it came through', () => {
    // "presupuesto" and "formulario" are the contact form's words; keeping one's data is the policy's.
    expect(engine.ask('si os pido un presupuesto por el formulario, ¿cuánto tiempo guardáis mis datos?').links[0]?.path).toBe('/privacidad');
    expect(engine.ask('mi currículum, ¿lo compartís con otras empresas?').links[0]?.path).toBe('/privacidad');
    // Without one's own data in it, the form is still the answer.
    expect(engine.ask('¿cómo os pido un presupuesto por el formulario?').links[0]?.path).toBe('/contacto');
  });

  it('answers with a fact, not with the summary that says the page has it', () => {
    // The /cookies summary says "cuánto duran las de terceros"; the durations are in the cookie passage.
    expect(engine.ask('cookies analíticas, ¿cuánto duran?').answer).toContain('2 años');
  });

  it('prefers a close runner-up that covers clearly more of the question', () => {
    // …but never back to the list a named item was chosen from.
    expect(engine.ask('¿qué es la solución de oficina virtual del kit digital?').links[0]?.path).toBe('/kit/virtual-office');
    // The SaaS page names NavegaTime and reports too; the product's own page says how often they come.
    expect(engine.ask('¿cada cuánto recibo informes de NavegaTime?').links[0]?.path).toBe('/projects/navegatime');
  });

  it('switches topic when the follow-up names a new one', () => {
    engine.ask('cuanto cuesta la fibra', 'sess_switch');
    const reply = engine.ask('¿y el horario?', 'sess_switch');
    // The miss answer names the hours too: the reply must be the hours passage itself.
    expect(reply.fallback).toBe(false);
    expect(reply.topic).toBe('contacto:horario');
    expect(reply.answer).toContain(company.hours.label);
  });

  it('re-answers the same Kit Digital solution for a new head count', () => {
    expect(engine.ask('ayuda kit digital para gestión de procesos', 'sess_kit').topic).toBe('kit:management');
    expect(engine.ask('¿y con 5 empleados?', 'sess_kit').answer).toContain('3.000 €');
    expect(engine.ask('¿y para 20?', 'sess_kit').answer).toContain('6.000 €');
    // The amount for a head count says what the aid pays for, too.
    expect(engine.ask('somos 2, ¿cuántas publicaciones haríais con el kit digital de redes sociales?').answer).toMatch(/2\.000 €[^]*publicaciones al mes/);
    // Asking the amount again beside the new head count is the same refinement.
    expect(engine.ask('redes sociales con el kit digital', 'sess_kit_again').topic).toBe('kit:social-media');
    const again = engine.ask('y si el año que viene somos 5, ¿cuánto sería la ayuda?', 'sess_kit_again');
    expect(again.topic).toBe('kit:social-media');
    expect(again.answer).toContain('2.500 €');
  });

  it('does not carry context into a new session or after the session expired', () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const clocked = new BotEngine({
      passages: engine.passages,
      now: () => new Date(now),
      sessions: new SessionStore(100, 4, 60 * 60 * 1000, () => now),
    });
    clocked.ask('ayuda del kit digital para un crm', 'sess_ttl');
    now += 2 * 60 * 60 * 1000;
    expect(clocked.ask('¿y para 20 empleados?', 'sess_ttl').followUp).toBe(false);
  });

  it('admits what it does not know and offers a person', () => {
    const reply = engine.ask('¿quién ganó el mundial de 2010?');
    expect(reply.fallback).toBe(true);
    expect(reply.answer).toContain(company.phone.display);
    expect(reply.links[0].path).toBe('/contacto');
  });

  it('thanks back when the rest of the message says nothing it knows', () => {
    expect(engine.ask('mil gracias').topic).toBe('charla:gracias');
    expect(engine.ask('hola, ¿cuánto cuesta un iPhone 15?').fallback).toBe(true);
  });

  it('states the fact asked about when a close passage says it and the chosen one does not', () => {
    // Every fibre tariff is symmetric, but the fibre price list does not say so.
    expect(tariffs.filter((t) => t.type === 'Fibra').every((t) => t.features.some((f) => /simétrica/.test(f)))).toBe(true);
    const reply = engine.ask('¿la fibra es simetrica?');
    expect(reply.topic).toBe('telefonia:fibra');
    expect(reply.answer).toMatch(/simétrica/);
    expect(reply.passages).toHaveLength(2);
  });

  it('prefers a close passage that covers the question to one that shares a single broad word', () => {
    const boutique = projects.find((p) => /tienda de moda/.test(p.description))!;
    // "trabajos" is also the word for jobs; the portfolio's fashion shop is what covers the question.
    const reply = engine.ask('¿tenéis trabajos para tiendas de moda?');
    expect(reply.fallback).toBe(false);
    expect(reply.answer).toContain(boutique.title);
  });

  it('answers from the legal texts section by section', () => {
    expect(engine.ask('razón social de la empresa').answer).toContain(company.legalName);
    expect(engine.ask('¿cuál es vuestro CIF?').answer).toContain(company.taxId);
  });

  it('answers a social network by name with our own profile', () => {
    const reply = engine.ask('¿tenéis LinkedIn?');
    expect(reply.topic).toBe('contacto:redes');
    expect(reply.answer).toContain('LinkedIn');
  });

  it('does not answer from a word that appears by chance in the body of a passage about something else', () => {
    // The marketing page says channels "tienen sentido"; the meaning of life is not on the site.
    expect(engine.ask('¿cuál es el sentido de la vida?').fallback).toBe(true);
    // Nor a lone common word that only the bodies of several passages use ("tiempo real").
    expect(engine.ask('¿qué tal el tiempo hoy?').fallback).toBe(true);
    // A rare one is the subject: the tax id is stated in the legal texts only.
    expect(engine.ask('cif').answer).toContain(company.taxId);
  });

  it('reads a word the passages use as that word, not as a typo of another', () => {
    // "usar" is a word of the texts; read as a typo it would be "usarlas" of the AI training offer.
    expect(engine.ask('¿me dais formación para usar la web?').links[0]?.path).toBe('/web-development');
  });

  it('does not take the verb a visitor addresses the company with for the subject', () => {
    // "¿Vendéis…?" shares "vender" with the marketplace solution; printers are nowhere on the site.
    expect(engine.ask('¿vendéis impresoras?').fallback).toBe(true);
    // Nor is insurance the "seguro" (secure) of the security offers.
    expect(engine.ask('¿hacéis seguros de coche?').fallback).toBe(true);
  });

  it('answers honestly when a question names something the site never states, whatever else it shares', () => {
    // "Elche" is in the company's history, "empresa" everywhere: the weather and our head count are not.
    expect(engine.ask('¿qué tiempo hace hoy en Elche?').fallback).toBe(true);
    expect(engine.ask('¿cuántos trabajadores sois en la empresa?').fallback).toBe(true);
    // Another city's office, or what a job pays, are nowhere on the site; our office and the jobs page are.
    expect(engine.ask('¿tenéis oficina en Barcelona?').fallback).toBe(true);
    expect(engine.ask('¿tenéis oficina en Elche?').answer).toContain(company.address.street);
    expect(engine.ask('¿cuánto cobra un programador junior con vosotros?').fallback).toBe(true);
    expect(engine.ask('¿buscáis programador junior?').links[0]?.path).toBe('/empleo');
    // Nor discounts for students or grants for solar panels.
    expect(engine.ask('¿tenéis descuento para estudiantes?').fallback).toBe(true);
    expect(engine.ask('¿tramitáis subvenciones para placas solares?').fallback).toBe(true);
    // Nor do we repair phones, though "móvil" is a tariff and "pantalla" a web that fits every screen.
    expect(engine.ask('se me ha roto la pantalla del móvil, ¿me lo reparáis?').fallback).toBe(true);
    // Sharing only "price" and "per month" with a mobile tariff is no answer about hosting.
    expect(engine.ask('¿cuánto cuesta el hosting al mes?').fallback).toBe(true);
    expect(engine.ask('¿cuánto cuesta la fibra al mes?').answer).toContain('€');
    // A head count of the visitor's own business is still a Kit Digital question.
    expect(engine.ask('somos 5 trabajadores en la empresa, ¿cuánto nos dan del kit digital?').fallback).toBe(false);
  });

  it('greets back, and a question beside a greeting gets the real answer', () => {
    expect(engine.ask('hola').topic).toBe('charla:saludo');
    expect(engine.ask('buenas, ¿cuánto cuesta la fibra?').topic).toBe('telefonia:fibra');
    // A question beside a greeting about something we do not do gets the honest miss, not a hello.
    expect(engine.ask('hola buenas, ¿me hacéis un logo? gracias').fallback).toBe(true);
    expect(engine.ask('hola chicos').topic).toBe('charla:saludo');
  });

  it('answers "¿cuántos…?" with the passage that counts them, and "¿cuándo…?" with one that dates it', () => {
    const passage = (id: string, title: string, text: string): Passage => ({ id, topic: id, title, text, links: [pageLink('/nosotros')] });
    const small = new BotEngine({
      passages: [
        passage('programme', 'El programa', 'Ayudamos a las empresas a digitalizarse: soluciones preparadas para empresas.'),
        passage('figures', 'Cifras', 'Más de 100 empresas digitalizadas, 20 años de experiencia y 24 tecnologías.'),
        passage('agents', 'Agentes digitalizadores', 'Somos agentes digitalizadores: tramitamos la ayuda y hacemos el trabajo.'),
        passage('history', 'Historia', 'En 2022 nos hicimos agentes digitalizadores del programa.'),
      ],
    });
    expect(small.explain('empresas digitalizadas')[0].id).toBe('programme');
    expect(small.ask('¿cuántas empresas habéis digitalizado?').topic).toBe('figures');
    expect(small.ask('agentes digitalizadores').topic).toBe('agents');
    expect(small.ask('¿cuándo os hicisteis agentes digitalizadores?').topic).toBe('history');
    const launch = new BotEngine({
      passages: [passage('app', 'Fichaje', 'Lanzamos NavegaTime para pymes.'), passage('dated', 'Novedades', 'En 2023 lanzamos NavegaTime como producto.')],
    });
    expect(launch.explain('lanzamos navegatime')[0].id).toBe('app');
    expect(launch.explain('¿cuándo lanzasteis NavegaTime?')[0].id).toBe('dated');
  });

  it('answers "¿hacéis…?" with the service, and a question about the portfolio with the project', () => {
    const reels = projects.find((p) => /reels/i.test(p.description))!;
    expect(engine.ask('¿hacéis reels para Instagram?').links[0]?.path).toBe('/marketing');
    expect(engine.ask('¿tenéis proyectos de reels para Instagram?').answer).toMatch(/reels/i);
    expect(engine.ask(`proyecto ${reels.title}`).answer).toContain(reels.title);
  });

  // Mutation tried: without the trades in catalog/words.ts (_sector_*), both miss the project.
  it('finds the project of the visitor\'s own trade, named as they name it', () => {
    expect(engine.ask('soy peluquero, ¿habéis llevado las redes de algún salón?').answer).toContain('Peluquería Estilo Raval');
    expect(engine.ask('trabajo de odontólogo, ¿tenéis algún proyecto para una clínica?').answer).toContain('Clínica Dental Sonrisa Ilicitana');
  });

  it('answers with the passage of the same page that covers more of the question', () => {
    const passage = (id: string, title: string, text: string, path: string): Passage => ({ id, topic: id, title, text, links: [pageLink(path)] });
    const small = new BotEngine({
      passages: [
        passage('summary', 'Ciberseguridad con la ayuda', 'Ciberseguridad pagada con la ayuda: antimalware para tu empresa.', '/kit/cybersecurity'),
        passage('services', 'Servicios incluidos', 'Antimalware y antivirus para los ordenadores, pagado con la ayuda.', '/kit/cybersecurity'),
        passage('other', 'Copias', 'Copias de seguridad diarias.', '/hosting-servidores'),
      ],
    });
    expect(small.ask('antimalware pagado con la ayuda').topic).toBe('summary');
    expect(small.explain('ciberseguridad con antivirus para los ordenadores')[0].id).toBe('summary');
    expect(small.ask('ciberseguridad con antivirus para los ordenadores').topic).toBe('services');
  });

  it('answers a long question that tells its story by the few words that name its subject', () => {
    const story = 'somos un taller con 6 mecánicos y estoy harto de las hojas de papel, queremos que fichen con el móvil, ¿vuestro programa lo hace?';
    const reply = engine.ask(story);
    expect(reply.fallback).toBe(false);
    expect(reply.answer).toContain('NavegaTime');
    // A long story about things we do not do still gets the honest answer.
    expect(engine.ask('buenas, tengo una furgoneta vieja y quiero saber si me podéis ayudar a venderla en el desguace del pueblo por un buen precio').fallback).toBe(true);
    expect(engine.ask('mi hijo quiere ser futbolista y busco un club en elche donde pueda entrenar por las tardes con otros niños de su edad').fallback).toBe(true);
  });

  it('reads a question that points back ("¿con qué herramienta lo hacéis?") in the light of the previous one', () => {
    engine.ask('email marketing', 'sess_points_back');
    const reply = engine.ask('¿con qué herramienta lo hacéis?', 'sess_points_back');
    expect(reply.followUp).toBe(true);
    expect(reply.links[0]?.path).toBe('/marketing');
    // On its own the same question is not about marketing.
    expect(engine.ask('¿con qué herramienta lo hacéis?').links[0]?.path).not.toBe('/marketing');
  });

  it('answers with a Kit Digital solution when the question names it, and with the list when it names none', () => {
    const story = 'tengo una floristería con 2 empleadas y quiero llevar las redes sociales con el kit digital, ¿cuánto me cubre?';
    expect(engine.ask(story).links[0]?.path).toBe('/kit/social-media');
    expect(engine.ask('¿cuánto dan con el kit digital a una empresa de 4?').links[0]?.path).toBe('/agentes-digitalizadores');
  });

  it('says who pays the VAT of a Kit Digital project, as the terms word it', () => {
    const reply = engine.ask('con el kit digital, ¿quién paga el IVA?');
    expect(reply.answer).toContain(KIT_DIGITAL_PAYMENT_TERM);
    expect(reply.links[0]?.path).toBe('/terminos');
  });

  it('finds a fact in the middle of NavegaTime\'s story and names the product', () => {
    for (const question of ['¿cuántos años se guardan los fichajes?', '¿cuánto tiempo se guardan los fichajes?']) {
      const reply = engine.ask(question);
      expect(reply.answer).toMatch(/cuatro años/);
      expect(reply.answer).toContain('NavegaTime');
    }
  });

  it('tells how to have one\'s data erased: where to write', () => {
    const reply = engine.ask('quiero que borréis mis datos, ¿cómo lo pido?');
    expect(reply.links[0]?.path).toBe('/privacidad');
    expect(reply.answer).toContain(company.email);
  });

  it('reads the company\'s name as who is asked, and the name alone as "who are you"', () => {
    expect(engine.ask(`¿dónde está ${company.name}?`).answer).toContain(company.address.city);
    expect(engine.ask(`${company.name} teléfono`).answer).toContain(company.phone.display);
    expect(engine.ask(company.name).links[0]?.path).toBe('/nosotros');
  });

  it('repeats the question an FAQ answer answers, so a bare "Sí." never stands alone', () => {
    const reply = engine.ask('¿la web será mía?');
    expect(reply.answer).toMatch(/^¿La web será mía\? Sí\./);
  });

  it('keeps the answer for the head count asked when a sibling passage covers more words', () => {
    const reply = engine.ask('somos una empresa de 12 trabajadores y queremos un crm para el equipo comercial, cuánto sería la ayuda');
    expect(reply.links[0]?.path).toBe('/kit/crm');
    expect(reply.answer).toContain('Con 12 empleados');
  });

  it('tells the apps we have from the apps we build', () => {
    expect(engine.ask('¿qué apps tenéis?').links[0]?.path).toBe('/apps');
    expect(engine.ask('¿hacéis apps?').links[0]?.path).toBe('/web-development');
  });
});
