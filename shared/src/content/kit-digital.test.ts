import fs from 'node:fs';
import path from 'node:path';
import {
  kitAgentAidRowSchema,
  kitBenefitSchema,
  kitProcessStepSchema,
  kitProgrammeSchema,
  kitSegmentSchema,
  kitSolutionPageSchema,
  kitSolutionSchema,
  kitStatSchema,
} from '../schemas/kit-digital';
import {
  KIT_CATEGORIES,
  KIT_SLUGS,
  KIT_IMAGE_WIDTHS,
  fillKitText,
  kitAgentAid,
  kitAgentPage,
  kitBenefits,
  kitCapLabel,
  kitLogo,
  kitOverviewPage,
  kitProcessSteps,
  kitProgramme,
  kitSegments,
  kitSolutionBySlug,
  kitSolutionPage,
  kitSolutions,
  kitStats,
} from './kit-digital';
import { company } from './company';
import { findSiteRoute, siteRoutes } from './site-routes';

const caps = (slug: string) => kitSolutionBySlug(slug).aidRows.map((r) => r.cap?.max);
const amounts = (slug: string) => kitSolutionBySlug(slug).aidRows.map((r) => [r.employees, r.amount]);

/** SPEC §3: the twelve categories, in the order the agent page lists them, and their pages' slugs (§2). */
const SPEC_CATEGORIES = [
  'Sitio Web y Presencia básica en Internet',
  'Comercio electrónico',
  'Gestión de Redes Sociales',
  'Gestión de Clientes (CRM)',
  'Business Intelligence y Analítica',
  'Gestión de Procesos',
  'Gestión de la facturación y factura Electrónica',
  'Servicios y herramientas de Oficina Virtual',
  'Comunicaciones Seguras',
  'Ciberseguridad',
  'Presencia avanzada en Internet',
  'Marketplace',
];
const SPEC_SLUGS = ['website', 'ecommerce', 'social-media', 'crm', 'intelligence', 'management', 'billing', 'virtual-office', 'communications', 'cybersecurity', 'internet-presence', 'marketplace'];

describe('Kit Digital records', () => {
  it('parses every record with its schema', () => {
    kitProgrammeSchema.parse(kitProgramme);
    kitSegments.forEach((s) => kitSegmentSchema.parse(s));
    kitSolutions.forEach((s) => kitSolutionSchema.parse(s));
    kitAgentAid.rows.forEach((r) => kitAgentAidRowSchema.parse(r));
    kitProcessSteps.forEach((s) => kitProcessStepSchema.parse(s));
    kitBenefits.forEach((b) => kitBenefitSchema.parse(b));
    kitStats.forEach((s) => kitStatSchema.parse(s));
    kitSolutionPageSchema.parse(kitSolutionPage);
  });

  it('has the twelve SPEC §3 categories, one solution each, in order (and any solution a record adds)', () => {
    expect(KIT_CATEGORIES.filter((c) => SPEC_CATEGORIES.includes(c))).toEqual(SPEC_CATEGORIES);
    expect(KIT_SLUGS.filter((s) => SPEC_SLUGS.includes(s))).toEqual(SPEC_SLUGS);
    expect(kitSolutions.map((s) => s.category)).toEqual(KIT_CATEGORIES);
    expect(new Set(KIT_CATEGORIES).size).toBe(kitSolutions.length);
    expect(new Set(kitSolutions.map((s) => s.slug)).size).toBe(kitSolutions.length);
    expect(new Set(kitSolutions.map((s) => s.image.base)).size).toBe(kitSolutions.length);
  });

  it('routes every solution to this remote under Kit Digital, with the head its record gives', () => {
    for (const s of kitSolutions) {
      expect(s.path).toBe(`/kit/${s.slug}`);
      expect(findSiteRoute(s.path)).toEqual({
        path: s.path,
        remote: 'kit_digital',
        section: '/agentes-digitalizadores',
        title: `${s.meta.title} | ${company.name}`,
        description: s.meta.description,
        jsonLd: ['service'],
      });
    }
    const kitRoutes = siteRoutes.filter((r) => r.remote === 'kit_digital').map((r) => r.path);
    expect(kitRoutes).toEqual(['/agentes-digitalizadores', '/kit-digital', ...kitSolutions.map((s) => s.path)]);
  });

  it('counts the solutions in the pages copy, from the records', () => {
    // Today's words for the SPEC's twelve; a solution a record adds changes the count, nothing else.
    const n = kitSolutions.length;
    const spelled: Record<number, string> = { 12: 'Doce', 13: 'Trece', 14: 'Catorce' };
    expect(kitAgentPage.solutionsIntro).toBe(`${spelled[n]} categorías de soluciones para digitalizar tu negocio. Entra en cada una para ver qué incluye y la ayuda por segmento.`);
    expect(kitAgentPage.tier.openHint).toContain(`cada una de las ${n} soluciones`);
    expect(kitOverviewPage.categoriesTitle).toBe(`Las ${n} categorías de soluciones`);
    expect(findSiteRoute('/kit-digital')!.description).toContain(`las ${n} soluciones que puedes contratar`);
  });

  it('lists the SPEC §9 amounts for 0 to 2 employees on the agent page, written as the pages write euros', () => {
    expect(kitAgentAid.title).toBe('Empresas de 0 a 2 empleados');
    expect(kitAgentAid.duration).toMatch(/12 meses por solución contratada/);
    expect(kitAgentAid.rows.filter((r) => SPEC_SLUGS.includes(r.slug)).map((r) => [r.slug, r.amount])).toEqual([
      ['website', '2.000 €'],
      ['ecommerce', '2.000 €'],
      ['social-media', '2.000 €'],
      ['crm', '2.000 € (1 usuario)'],
      ['intelligence', '1.500 € (1 usuario)'],
      ['management', '2.000 € (1 usuario)'],
      ['billing', '1.000 € (1 usuario)'],
      ['virtual-office', '250 € por usuario (hasta 2 usuarios)'],
      ['communications', '125 € por usuario (hasta 2 usuarios)'],
      ['cybersecurity', '125 € por dispositivo (hasta 2 dispositivos)'],
      ['internet-presence', '2.000 €'],
      ['marketplace', '2.000 €'],
    ]);
    expect(kitAgentAid.rows.map((r) => r.slug)).toEqual(KIT_SLUGS);
    for (const row of kitAgentAid.rows) expect(kitSolutionBySlug(row.slug).category).toBe(row.category);
  });

  it('agrees between the agent page and each solution page for 0 to 2 employees', () => {
    for (const row of kitAgentAid.rows) {
      const first = kitSolutionBySlug(row.slug).aidRows[0];
      expect(first.segments).toContain('III');
      expect(row.amount.startsWith(first.amount)).toBe(true);
    }
  });

  it('carries the SPEC §9 programme claims', () => {
    expect(kitProgramme.tier).toMatchObject({ label: 'Para empresas de 0 a menos de 3 empleados', amount: 'Hasta 3.000 €' });
    expect(kitStats.map((s) => [s.value, s.label])).toEqual([
      ['31-10-2025', 'Disponible hasta'],
      ['48h', 'Respuesta media'],
      ['100%', 'Gestión integral'],
    ]);
    expect(kitProcessSteps.map((s) => [s.step, s.title])).toEqual([
      [1, 'Diagnóstico digital'],
      [2, 'Solicitud de la subvención'],
      [3, 'Desarrollo e implementación'],
      [4, 'Formación y soporte'],
    ]);
    expect(kitProcessSteps[1].description).toMatch(/organismo público.*bono digital/);
    expect(kitBenefits.map((b) => b.title)).toEqual(['Agentes oficiales', 'Proceso rápido', 'Experiencia demostrada', 'Soporte integral']);
    expect(kitBenefits[2].description).toMatch(/Más de 100 negocios digitalizados/);
  });

  it('uses the SPEC §9 figures on each solution page', () => {
    const website = kitSolutionBySlug('website');
    expect(amounts('website')).toEqual([['De 0 a 49 empleados', '2.000 €']]);
    expect(website.highlights).toEqual(['De 3 a 10 páginas', 'Hosting 1 año con 10GB', 'Hasta 10 imágenes', '12 meses de mantenimiento']);

    expect(amounts('ecommerce')).toEqual([['De 0 a 49 empleados', '2.000 €']]);
    expect(kitSolutionBySlug('ecommerce').highlights).toContain('Hasta 100 productos vía CSV');

    expect(amounts('social-media')).toEqual([['De 0 a 2 empleados', '2.000 €'], ['De 3 a 49 empleados', '2.500 €']]);
    expect(kitSolutionBySlug('social-media').highlights).toContain('Entre 4 y 8 publicaciones al mes');

    expect(amounts('crm')).toEqual([['De 0 a 9 empleados', '2.000 €'], ['De 10 a 49 empleados', '4.000 €']]);
    expect(amounts('intelligence')[0]).toEqual(['De 0 a 2 empleados', '1.500 €']);
    expect(amounts('management')).toEqual([['De 0 a 2 empleados', '2.000 €'], ['De 3 a 9 empleados', '3.000 €'], ['De 10 a 49 empleados', '6.000 €']]);
    expect(amounts('billing')).toEqual([['De 0 a 2 empleados', '1.000 €'], ['De 3 a 49 empleados', '2.000 €']]);
    expect(kitSolutionBySlug('billing').highlights).toContain('1GB de almacenamiento');

    expect(caps('virtual-office')).toEqual([2, 9, 48]);
    expect(kitSolutionBySlug('virtual-office').aidRows.every((r) => r.amount === '250 € por usuario')).toBe(true);

    const communications = kitSolutionBySlug('communications');
    expect(caps('communications')).toEqual([2, 9, 48, 99, 232]);
    expect(communications.aidRows.every((r) => r.amount === '125 € por usuario')).toBe(true);
    expect(communications.maxAid).toBe('29.000 €');

    const cyber = kitSolutionBySlug('cybersecurity');
    expect(cyber.maxAid).toBe('29.000 €');
    expect(cyber.aidRows.map((r) => [r.employees, r.amount, kitCapLabel(r.cap!)])).toEqual([
      ['0 < empleados < 3', '125 € por dispositivo', 'Hasta 2 dispositivos'],
      ['3 ≤ empleados < 10', '125 € por dispositivo', 'Hasta 9 dispositivos'],
      ['10 ≤ empleados < 50', '125 € por dispositivo', 'Hasta 48 dispositivos'],
      ['50 ≤ empleados < 100', '125 € por dispositivo', 'Hasta 99 dispositivos'],
      ['100 ≤ empleados < 250', '125 € por dispositivo', 'Hasta 232 dispositivos'],
    ]);
    expect(cyber.services.map((s) => s.title)).toEqual([
      'Antimalware',
      'Antispyware',
      'Correo seguro',
      'Navegación segura',
      'Análisis y detección de amenazas',
      'Monitorización de la red',
      'Configuración inicial y actualizaciones',
      'Formación especial',
    ]);
    expect(cyber.services[2].description).toMatch(/antispam y antiphishing/);
    expect(cyber.services[3].description).toMatch(/Control de contenidos y antiadware/);
    expect(cyber.services[5].description).toMatch(/alertas/);
    expect(cyber.services[7].description).toMatch(/kit de concienciación/);
    expect(cyber.notes.join(' ')).toMatch(/segmento IV.*menos de 50 empleados.*mediana empresa por su volumen de negocio/);

    for (const slug of ['internet-presence', 'marketplace'] as const) expect(kitSolutionBySlug(slug).fromPrice).toBe('Desde 2.000 €');
    expect(kitSolutionBySlug('internet-presence').services.map((s) => s.title)).toEqual([
      'SEO avanzado',
      'Marketing digital',
      'Campañas PPC',
      'Optimización de la conversión',
    ]);
    expect(kitSolutionBySlug('marketplace').services.map((s) => s.description).join(' ')).toMatch(/ERP.*envíos.*producto, por canal o por región/);
  });

  it('splits the aid 70 % / 30 % exactly where the SPEC says so', () => {
    const phased = kitSolutions.filter((s) => s.phases).map((s) => s.slug);
    expect(phased).toEqual(['virtual-office', 'communications', 'cybersecurity']);
    for (const slug of phased) expect(kitSolutionBySlug(slug).phases!.map((p) => p.percent)).toEqual([70, 30]);
  });

  it('has every image on disk at both widths and under 40 KB', () => {
    const dir = path.resolve(__dirname, '../../public/img/kit');
    for (const base of [kitLogo.base, ...kitSolutions.map((s) => s.image.base)]) {
      for (const width of KIT_IMAGE_WIDTHS) {
        const file = path.join(dir, `${base}-${width}.webp`);
        expect(fs.existsSync(file)).toBe(true);
        expect(fs.statSync(file).size).toBeLessThan(40 * 1024);
      }
    }
  });

  // Each programme figure is written once (kitProgramme); the sentences that quote it follow it.
  it('quotes the programme figures from the programme record, not from copies', () => {
    const benefits = kitBenefits.map((b) => b.description).join(' ');
    expect(benefits).toContain(`Respuesta media en ${kitProgramme.averageResponse}`);
    expect(benefits).toContain(`${kitProgramme.businessesDigitalised} negocios digitalizados`);
    expect(kitProgramme.businessesDigitalised).toBe(`Más de ${company.businessesDigitalised}`);
    expect(kitAgentAid.duration).toContain(`${kitProgramme.serviceMonths} meses`);
    expect(kitAgentPage.tier.text).toContain(kitProgramme.tier.amount.toLowerCase());
    expect(kitAgentPage.tier.openHint).toContain(`las ${kitSolutions.length} soluciones. ${kitProgramme.funds}`);
    expect(kitAgentPage.processTitle).toBe(`Tu digitalización en ${kitProcessSteps.length} pasos`);
  });

  it('fills the template slots of the solution page; the closed-call hint', () => {
    expect(fillKitText(kitSolutionPage.aid.intro, { months: 12 })).toBe(
      'La cuantía depende del número de empleados de tu empresa. La solución incluye 12 meses de servicio.',
    );
    // After the deadline the hint speaks of the last call without saying again that it closed: the hero says it once (issue 36).
    expect(kitAgentPage.tier.closedHint).toMatch(/la última convocatoria\.$/);
    expect(kitAgentPage.tier.closedHint).not.toMatch(/cerr|termin/);
    // An unknown slot stays visible rather than vanishing from the page.
    expect(fillKitText('{months} y {otro}', { months: 3 })).toBe('3 y {otro}');
    expect(kitSolutionPageSchema.safeParse({ ...kitSolutionPage, aid: { ...kitSolutionPage.aid, intro: 'Sin hueco.' } }).success).toBe(false);
  });
});
