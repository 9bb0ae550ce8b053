import { appProducts, appsIntro } from '@site/shared/content/apps';
import { projectCard, projectDetail, projects as projectRecords, projectsWithPage } from '@site/shared/content/projects';
import { servicePages } from '@site/shared/content/service-pages';
import { services } from '@site/shared/content/services';
import { resultsPoints, whyChooseUsPoints } from '@site/shared/content/why-choose-us';
import { listEs, lowerFirst } from '../../passages/format';
import { fold } from '../../text/fold';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { NETWORK } from '../common/social';
import { SOCIAL_SERVICE_QUESTION } from './words';

/** "Diseño web" → "diseno-web": a record's name as a passage id. */
export const slug = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Records: services, service-pages, why-choose-us. */
export function servicePassages(): Passage[] {
  const out: Passage[] = [
    {
      id: 'services',
      topic: 'servicios',
      title: 'Nuestros servicios',
      keywords: 'servicios qué hacéis ofrecéis dedicáis trabajáis consultoría',
      text: `Ofrecemos ${listEs(services.map((s) => `${s.title} (${lowerFirst(s.subtitle)})`))}. Además somos Agentes Digitalizadores del Kit Digital y distribuidores de telefonía O2.`,
      links: [pageLink('/servicios'), pageLink('/agentes-digitalizadores'), pageLink('/telefonia')],
    },
    {
      id: 'services-why',
      topic: 'servicios:por-que',
      title: 'Por qué elegirnos',
      keywords: 'por qué elegiros ventajas diferencia mejores',
      text: `${listEs(whyChooseUsPoints.map((p) => p.title))}. ${whyChooseUsPoints.map((p) => p.description).slice(0, 2).join(' ')}`,
      links: [pageLink('/servicios')],
    },
  ];
  // The home page's "orientada a resultados" points: how results are defined, measured and reviewed.
  out.push({
    id: 'services-results',
    topic: 'servicios:resultados',
    title: 'Orientados a resultados',
    keywords: 'resultados medir objetivos informes',
    text: resultsPoints.map((p) => `${p.title}: ${p.description}`).join(' '),
    // The points are the home page's section.
    links: [pageLink('/', 'Ver en la página de inicio'), pageLink('/servicios')],
    weight: 0.7,
  });
  for (const p of whyChooseUsPoints) {
    out.push({
      id: `services-why-${slug(p.title)}`,
      topic: 'servicios:por-que',
      title: p.title,
      keywords: 'por qué elegiros',
      text: `${p.title}: ${p.description}`,
      links: [pageLink('/servicios')],
      weight: 0.7,
    });
  }
  for (const s of services) {
    out.push({
      id: `service-${s.id}`,
      topic: `servicio:${s.link ?? s.id}`,
      title: s.title,
      keywords: s.subtitle,
      text: `${s.title}: ${s.description}`,
      links: [pageLink(s.link ?? '/contacto'), pageLink('/contacto')],
    });
  }
  for (const page of servicePages) {
    const link = pageLink(page.path);
    const topic = `servicio:${page.path}`;
    out.push({
      id: `svc-${slug(page.path)}-intro`,
      topic,
      title: page.title,
      keywords: `${page.eyebrow} ${page.offerings.map((o) => o.title).join(' ')}`,
      facts: page.offerings.map((o) => `${o.title}: ${o.description}`),
      text: `${page.intro} Incluye ${listEs(page.offerings.map((o) => lowerFirst(o.title)))}.`,
      links: [link, pageLink('/contacto')],
    });
    for (const o of page.offerings) {
      out.push({
        id: `svc-${slug(page.path)}-${slug(o.title)}`,
        topic,
        title: o.title,
        keywords: page.eyebrow,
        text: `${o.title}: ${o.description}`,
        links: [link, pageLink('/contacto')],
        // The offering that looks after a business's social media answers "que me llevéis el Instagram".
        answers: NETWORK.test(fold(o.title)) ? [SOCIAL_SERVICE_QUESTION.id] : undefined,
      });
    }
    out.push({
      id: `svc-${slug(page.path)}-deliverables`,
      topic,
      title: `Qué incluye ${page.eyebrow}`,
      keywords: 'incluye entregáis qué me dais',
      text: `Con ${page.eyebrow} te entregamos: ${listEs(page.deliverables.map(lowerFirst))}.`,
      links: [link],
      weight: 0.8,
    });
    out.push({
      id: `svc-${slug(page.path)}-process`,
      topic,
      title: `Cómo trabajamos: ${page.eyebrow}`,
      keywords: 'proceso pasos cómo trabajáis metodología fases',
      text: `En ${page.eyebrow} trabajamos en ${page.process.length} pasos: ${page.process.map((p) => `${p.title} (${lowerFirst(p.description.replace(/\.$/, ''))})`).join('; ')}.`,
      links: [link],
      weight: 0.8,
    });
    out.push({
      id: `svc-${slug(page.path)}-tech`,
      topic,
      title: `Tecnologías de ${page.eyebrow}`,
      keywords: 'tecnologías herramientas lenguajes programáis usáis',
      text: `En ${page.eyebrow} trabajamos con ${listEs(page.technologies)}.`,
      links: [link],
      weight: 0.8,
    });
    out.push({
      id: `svc-${slug(page.path)}-overview`,
      topic,
      title: `${page.eyebrow}: ${page.overview.title}`,
      keywords: page.cta.title,
      text: `${page.overview.paragraphs.join(' ')} ${page.cta.text}`,
      links: [link, pageLink('/contacto')],
      // The page's narrative: a question about one of its facts names it; a broad one gets the intro.
      weight: 0.7,
    });
    page.faqs.forEach((f, i) => {
      out.push({
        id: `svc-${slug(page.path)}-faq-${i + 1}`,
        topic,
        title: f.question,
        keywords: page.eyebrow,
        text: f.answer,
        links: [link, pageLink('/contacto')],
        // The answer repeats the question it answers, so "Sí." reads right after any question.
        answerFor: () => `${f.question} ${f.answer}`,
      });
    });
  }
  return out;
}

/**
 * Words visitors use for a project page's subject that its record does not (NavegaBot's tuning, by
 * page): NavegaTime's story says "registros" and "jornada"; visitors ask about "fichajes". A page
 * without an entry is found by its category and its record's own words.
 */
const PROJECT_PAGE_WORDS: Record<string, { page: string; story: string }> = {
  '/projects/navegatime': { page: 'control horario fichaje', story: 'control horario fichajes' },
};

/** Records: apps, and the projects' own pages (projects, `page`). */
export function appPassages(): Passage[] {
  const out: Passage[] = [
    {
      id: 'apps',
      topic: 'apps',
      title: 'Nuestros productos como servicio',
      keywords: 'productos saas aplicaciones apps software propio nube programas',
      text: `Tenemos ${appProducts.length} productos SaaS propios: ${listEs(appProducts.map((a) => `${a.name} (${lowerFirst(a.tagline)})`))}. ${appsIntro.split(': ')[0]}.`,
      links: [pageLink('/apps'), pageLink('/saas-product')],
    },
  ];
  for (const a of appProducts) {
    const links = [pageLink(a.detailsPath ?? '/apps', a.detailsPath ? `Ver ${a.name}` : 'Ver productos SaaS'), pageLink('/apps', 'Ver productos SaaS')];
    out.push({
      id: `app-${a.id}`,
      topic: `app:${a.id}`,
      title: `${a.name}: ${a.tagline}`,
      keywords: a.details.flatMap((d) => d.items).join(' '),
      // With the product card's details (who it is for, versions…), so the first answer is complete.
      text: `${a.name}: ${lowerFirst(a.tagline)}. ${a.description} Incluye ${listEs(a.bullets.map(lowerFirst))}. ${a.details.map((d) => `${d.label}: ${listEs(d.items)}.`).join(' ')}`,
      links: links.filter((l, i) => links.findIndex((m) => m.path === l.path) === i),
    });
    for (const d of a.details) {
      out.push({
        id: `app-${a.id}-${slug(d.label.toLowerCase())}`,
        topic: `app:${a.id}`,
        title: `${a.name}: ${d.label}`,
        keywords: d.label === 'Versiones' ? 'versiones planes gratis gratuita precio modalidades' : d.label,
        text: `${a.name} — ${d.label}: ${listEs(d.items)}.`,
        links: [pageLink(a.detailsPath ?? '/apps')],
        weight: 0.9,
      });
    }
  }
  // Each project's own page (today NavegaTime's): what it is, its videos and its story.
  for (const record of projectsWithPage) {
    const d = projectDetail(record);
    const key = slug(d.path.split('/').pop()!);
    // A page of one of our products answers with the products; a client's project with the portfolio.
    const app = appProducts.find((a) => a.detailsPath === d.path);
    const topic = app ? `app:${app.id}` : `proyecto:${record.id}`;
    const words = PROJECT_PAGE_WORDS[d.path];
    out.push({
      id: `project-${key}`,
      topic,
      title: `${d.title}: ${d.category}`,
      keywords: `${words?.page ?? lowerFirst(d.category)} ${d.technologies.join(' ')} ${d.videos.map((v) => v.title).join(' ')}`,
      text: `${d.title} (${d.category}, ${lowerFirst(d.client)}): ${d.description} Tecnologías: ${listEs(d.technologies)}.`,
      links: [pageLink(d.path, `Ver ${d.title}`), ...(app ? [pageLink('/apps', 'Ver productos SaaS')] : [pageLink('/proyectos')])],
    });
    // The page's videos say what each screen does (the location of a clock-in, the report's formats).
    d.videos.forEach((video, i) => {
      out.push({
        id: `project-${key}-video-${i + 1}`,
        topic,
        title: `${d.title}: ${video.title}`,
        text: `${d.title}: ${video.description}`,
        links: [pageLink(d.path, `Ver ${d.title}`)],
        weight: 0.7,
      });
    });
    // The page's full story: for NavegaTime, how fichar works, the panel, how long records are kept.
    d.fullDescription.split(/\n\n+/).forEach((paragraph, i) => {
      out.push({
        id: `project-${key}-${i + 1}`,
        topic,
        title: d.title,
        keywords: words?.story,
        // Named, so an answer from the middle of the story still says which project it is about.
        text: paragraph.includes(d.title) ? paragraph : `${d.title}: ${paragraph}`,
        links: [pageLink(d.path, `Ver ${d.title}`)],
        weight: 0.7,
      });
    });
  }
  return out;
}

/** Records: projects. The portfolio in numbers plus one passage a project. */
export function projectPassages(): Passage[] {
  const projects = projectRecords.map(projectCard);
  const own = projects.filter((p) => p.projectUrl);
  const webs = projects.filter((p) => p.webUrl);
  const social = projects.filter((p) => p.rrssUrl);
  const out: Passage[] = [
    {
      id: 'projects',
      topic: 'proyectos',
      title: 'Nuestros proyectos',
      keywords: 'proyectos portafolio portfolio trabajos realizados clientes ejemplos casos',
      text: `Nuestro portafolio reúne ${projects.length} proyectos: ${own.length} de software a medida (${listEs(own.map((p) => p.title))}), ${webs.length} páginas web y ${social.length} gestiones de redes sociales para negocios como ${listEs(projects.slice(1, 4).map((p) => p.title))}.`,
      links: [pageLink('/proyectos')],
    },
  ];
  for (const p of projects) {
    out.push({
      id: `project-${p.id}`,
      topic: `proyecto:${p.id}`,
      title: p.title,
      // What the record is (a project of the portfolio, from a year) labels its values.
      keywords: `proyecto portafolio ${p.technologies.join(' ')}`,
      text: `${p.title} (proyecto de ${p.year}): ${p.description}`,
      links: [p.projectUrl ? pageLink(p.projectUrl, `Ver ${p.title}`) : pageLink('/proyectos')],
      weight: 0.8,
      // A project is an example of a service: "¿hacéis reels para Instagram?" asks for the
      // service unless it names the project, the portfolio or a client.
      scope: `${p.title} proyecto proyectos portafolio portfolio ejemplo ejemplos caso casos cliente clientes trabajos realizado realizados hecho hechos`,
    });
  }
  return out;
}
