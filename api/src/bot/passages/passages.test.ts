import { about } from '@site/shared/content/about';
import { additionalLines } from '@site/shared/content/additional-lines';
import { appProducts, appsIntro } from '@site/shared/content/apps';
import { company } from '@site/shared/content/company';
import { formsCopy } from '@site/shared/content/forms-copy';
import * as kit from '@site/shared/content/kit-digital';
import { kitDigitalStatus, kitStatusCopy } from '@site/shared/content/kit-digital-status';
import { LEGAL_TERMS, THIRD_PARTY_COOKIE_DURATIONS, cookiePolicy, privacyPolicy, termsAndConditions } from '@site/shared/content/legal';
import { projectPages } from '@site/shared/content/project-detail';
import { projects } from '@site/shared/content/projects';
import { servicePages } from '@site/shared/content/service-pages';
import { services } from '@site/shared/content/services';
import { findSiteRoute, siteRoutes } from '@site/shared/content/site-routes';
import { tariffs } from '@site/shared/content/tariffs';
import { technologies } from '@site/shared/content/technologies';
import { telephonyFacts, telephonyPage } from '@site/shared/content/telephony';
import { telephonyBusiness } from '@site/shared/content/telephony-business';
import { whyChooseUsPoints } from '@site/shared/content/why-choose-us';
import { CV_EXTENSIONS, CV_MAX_BYTES, MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import { botLinkSchema, isInternalBotLink } from '@site/shared/schemas/chat';
import { buildPassages } from '.';

const passages = buildPassages();

// Every record the bot reads, as text: the source any figure in an answer must come from.
const records = JSON.stringify([
  about, additionalLines, appProducts, appsIntro, company, formsCopy, kit, kitStatusCopy(kitDigitalStatus(0)),
  LEGAL_TERMS, THIRD_PARTY_COOKIE_DURATIONS, privacyPolicy, cookiePolicy, termsAndConditions, projects, servicePages, services, siteRoutes, tariffs,
  technologies, telephonyFacts, telephonyPage, telephonyBusiness, whyChooseUsPoints, CV_EXTENSIONS, CV_MAX_BYTES / (1024 * 1024), MAX_ADDITIONAL_LINES,
]);
// Counts the answers state ("22 tarifas", "12 soluciones", "4 pasos").
const counts = [tariffs, projects, kit.kitSolutions, kit.kitProcessSteps, appProducts, projects.filter((p) => p.webUrl), projects.filter((p) => p.rrssUrl), projects.filter((p) => p.page)].map((l) => l.length);

/** Every reading of a written number: "2.000" is 2000 in Spanish, "4.13" is 4.13 in JSON, "12,40" is 12.4. */
function values(token: string): number[] {
  const spanish = Number(token.replace(/\./g, '').replace(',', '.'));
  const js = Number(token.replace(',', '.'));
  return [spanish, js].filter((n) => Number.isFinite(n));
}
const numbers = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const known = new Set([...numbers(records).flatMap(values), ...counts]);

describe('NavegaBot passages', () => {
  it('come from the records with links the widget may render, to pages that exist', () => {
    expect(passages.length).toBeGreaterThan(100);
    for (const p of passages) {
      expect(p.text.trim().length).toBeGreaterThan(0);
      for (const link of p.links) {
        expect(botLinkSchema.safeParse(link).success).toBe(true);
        if (isInternalBotLink(link.path)) expect(findSiteRoute(link.path)).toBeDefined();
      }
    }
  });

  it('never state a figure the records do not contain', () => {
    const asked = [undefined, 1, 2, 5, 9, 20, 49, 75, 150, 300];
    const days = [new Date('2025-06-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z')];
    const invented: string[] = [];
    for (const p of passages) {
      const answers = [p.text, ...asked.flatMap((employees) => days.map((now) => p.answerFor?.({ employees, now }) ?? ''))];
      for (const [i, text] of answers.entries()) {
        for (const token of numbers(text)) {
          const employees = asked[Math.floor((i - 1) / days.length)];
          if (values(token).some((n) => known.has(n) || n === employees)) continue;
          invented.push(`${p.id}: ${token} in "${text.slice(0, 80)}…"`);
        }
      }
    }
    expect(invented).toEqual([]);
  });

  it('quote prices exactly as the records hold them', () => {
    const fibra = passages.find((p) => p.id === 'tel-empresa-fibra')!;
    for (const t of tariffs.filter((t) => t.enterprise && t.type === 'Fibra')) {
      expect(fibra.text).toContain(`${t.name} ${t.price.toFixed(2).replace('.', ',')} €`);
    }
    const lines = passages.find((p) => p.id === 'tel-lines')!;
    for (const l of additionalLines) expect(lines.text).toContain(`${l.lineType} ${l.prices.empresa.toFixed(2).replace('.', ',')} €`);
  });

  // The /telefonia hero, dialog and fine print were JSX once; the bot now says what the page says.
  it('state the telephony promises and conditions as the telephony record words them', () => {
    const text = (id: string) => passages.find((p) => p.id === id)?.text ?? `no passage ${id}`;
    expect(text('tel-request')).toContain(telephonyPage.requestIntro);
    expect(text('tel-request')).toContain(`menos de ${telephonyFacts.replyWithin}`);
    expect(text('tel-vat')).toContain(telephonyFacts.vat.empresa.prices);
    expect(text('tel-vat')).toContain(telephonyFacts.vat.personal.prices);
    expect(text('tel-conditions')).toContain(telephonyFacts.conditions);
    expect(text('tel-empresa-fibra')).toContain(`tarifas ${telephonyFacts.operator}`);
  });

  it('name what every tariff of a list includes, and nothing only some of them do', () => {
    const fibra = passages.find((p) => p.id === 'tel-fibra')!.text;
    const all = tariffs.filter((t) => t.type === 'Fibra');
    const shared = all[0].features.filter((f) => all.every((t) => t.features.includes(f)));
    expect(shared.length).toBeGreaterThan(0);
    for (const f of shared) expect(fibra.toLowerCase()).toContain(f.toLowerCase());
    const some = all.flatMap((t) => t.features).filter((f) => !shared.includes(f));
    for (const f of some) expect(fibra.toLowerCase()).not.toContain(f.toLowerCase());
  });

  // Facts a visitor may ask about that once lived only on their page (a video caption, a step).
  it('say what the pages say about the company, the Kit Digital steps, NavegaTime and the contact map', () => {
    const all = passages.map((p) => p.text).join('\n');
    for (const paragraph of about.mission.paragraphs.slice(1)) expect(all).toContain(paragraph);
    for (const step of kit.kitProcessSteps) expect(all).toContain(step.description);
    for (const video of projectPages.flatMap((p) => p.videos)) expect(all).toContain(video.description);
    expect(all).toContain(formsCopy.contact.form.intro);
    expect(all).toContain(formsCopy.contact.map.placeholderText);
    expect(all).toContain(telephonyBusiness.services.intro);
    for (const paragraph of telephonyBusiness.partnership.paragraphs) expect(all).toContain(paragraph);
    expect(all).toContain(telephonyPage.linesPanel.intro);
    for (const option of Object.values(formsCopy.job.form.experience.options)) expect(all).toContain(option);
    // Each Kit solution's key figures, as its page's highlights state them.
    for (const s of kit.kitSolutions) {
      const services = passages.find((p) => p.id === `kit-${s.slug}-services`)!.text;
      for (const h of s.highlights) expect(services).toContain(h.replace(/(\d)€/g, '$1 €'));
    }
  });

  it('name the office hours wherever a text says "en horario de oficina"', () => {
    const mentions = passages.filter((p) => /horario de oficina/.test(p.text));
    expect(mentions.length).toBeGreaterThan(0);
    for (const p of mentions) expect(p.text).toContain(company.hours.label);
  });
});
