import { additionalLines } from '@site/shared/content/additional-lines';
import { tariffs } from '@site/shared/content/tariffs';
import { telephonyFacts, telephonyPage } from '@site/shared/content/telephony';
import { telephonyBusiness } from '@site/shared/content/telephony-business';
import { MAX_ADDITIONAL_LINES } from '@site/shared/schemas/lead-rules';
import { TARIFF_TYPES, type Tariff, type TariffType } from '@site/shared/schemas/tariff';
import { euros, lines, listEs, lowerFirst } from '../../passages/format';
import { pageLink } from '../../passages/links';
import type { Passage } from '../../passages/types';
import { COVERAGE_QUESTION } from './words';

type Mode = 'empresa' | 'personal';
const MODES: Mode[] = ['empresa', 'personal'];
// The page's own words for each mode: Empresa prices are before VAT, Personal are final.
const MODE_LABEL: Record<Mode, string> = { empresa: 'para empresas (sin IVA)', personal: 'para particulares (precio final)' };
const MODE_WORDS: Record<Mode, string> = { empresa: 'empresa empresas negocio autónomo sin IVA', personal: 'particular particulares personal casa hogar IVA incluido' };

const ofMode = (mode: Mode) => (tariffs as Tariff[]).filter((t) => t.enterprise === (mode === 'empresa'));
const byPrice = (a: Tariff, b: Tariff) => a.price - b.price;
const typeSlug = (type: TariffType) => type.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** "Fibra 1Gb 24,79 € (20,66 € según condiciones)". */
function priced(t: Tariff): string {
  return `${t.name} ${euros(t.price)}${t.price2 !== undefined ? ` (${euros(t.price2)} según condiciones)` : ''}`;
}

/** One "- tariff price" line each, cheapest first: the chat shows them as a list. */
function tariffLines(list: Tariff[]): string {
  return lines([...list].sort(byPrice).map(priced));
}

function tariffList(list: Tariff[]): string {
  return [...list].sort(byPrice).map(priced).join(', ');
}

function featureWords(list: Tariff[]): string {
  return [...new Set(list.flatMap((t) => [t.promotion, ...t.features]))].join(' ');
}

/** " Todas incluyen: …." with the features every tariff of the list has, or nothing. */
function sharedFeatures(list: Tariff[]): string {
  const shared = list.length > 1 ? list[0].features.filter((f) => list.every((t) => t.features.includes(f))) : [];
  return shared.length ? ` Todas incluyen: ${listEs(shared.map(lowerFirst))}.` : '';
}

/** Records: telephony (facts and /telefonia copy), tariffs, additional-lines, telephony-business. */
export function telephonyPassages(): Passage[] {
  const link = pageLink('/telefonia');
  const all = tariffs as Tariff[];
  const cheapest = [...all].sort(byPrice)[0];
  const dearest = [...all].sort(byPrice).at(-1)!;
  const { operator } = telephonyFacts;
  const page = telephonyPage;
  const out: Passage[] = [
    {
      id: 'tel-overview',
      topic: 'telefonia',
      title: `Tarifas de telefonía ${operator}`,
      keywords: `telefonía tarifas ${operator} operador cobertura planes`,
      answers: [COVERAGE_QUESTION.id],
      text: `Somos distribuidores de ${operator}: tenemos ${all.length} tarifas ${MODE_LABEL.empresa} y ${MODE_LABEL.personal}, desde ${euros(cheapest.price)} hasta ${euros(dearest.price)} al mes, con una cobertura del ${cheapest.coverage}. Elige modo Empresa o Personal en Telefonía y pulsa 'Solicitar oferta'.`,
      links: [link, pageLink('/contacto')],
    },
    // The /telefonia hero, request dialog and fine print: the promises and conditions of an offer.
    {
      id: 'tel-request',
      topic: 'telefonia:solicitud',
      title: `Solicitar oferta de telefonía: ${listEs(page.badges.map((b) => lowerFirst(b.text)))}`,
      keywords: 'solicitar pedir oferta tarifa solicitud',
      text: `${page.requestIntro} Pulsa 'Solicitar oferta' en la tarifa que te interese, en Telefonía.`,
      links: [link, pageLink('/contacto')],
    },
    {
      id: 'tel-vat',
      topic: 'telefonia:iva',
      title: 'El IVA en telefonía, para empresas y para particulares',
      keywords: `${telephonyFacts.vat.empresa.card} ${telephonyFacts.vat.personal.card}`,
      text: `${page.modeSentence.empresa} ${page.modeSentence.personal}`,
      links: [link],
    },
    {
      id: 'tel-advice',
      topic: 'telefonia:asesoramiento',
      title: page.cta.title,
      keywords: page.cta.primary.label,
      text: page.cta.text,
      links: [pageLink('/contacto'), link],
      weight: 0.7,
    },
    {
      id: 'tel-conditions',
      topic: 'telefonia:condiciones',
      title: 'Condiciones de las ofertas de telefonía',
      text: page.finePrint.text,
      links: [link],
    },
  ];

  for (const mode of MODES) {
    const list = ofMode(mode);
    const types = TARIFF_TYPES.filter((type) => list.some((t) => t.type === type));
    out.push({
      id: `tel-${mode}`,
      topic: `telefonia:${mode}`,
      title: `Tarifas ${MODE_LABEL[mode]}`,
      keywords: MODE_WORDS[mode],
      text: `Tarifas O2 ${MODE_LABEL[mode]}, al mes: ${types
        .map((type) => `${type} desde ${euros(Math.min(...list.filter((t) => t.type === type).map((t) => t.price)))}`)
        .join('; ')}.`,
      links: [link],
      mode,
    });
    const recommended = list.filter((t) => /recomendada/i.test(t.promotion));
    if (recommended.length) {
      out.push({
        id: `tel-${mode}-recommended`,
        topic: `telefonia:${mode}:recomendadas`,
        title: `Tarifas recomendadas ${MODE_LABEL[mode]}`,
        keywords: `recomendada recomiendas mejor tarifa aconsejas ${MODE_WORDS[mode]}`,
        text: `Tarifas recomendadas ${MODE_LABEL[mode]}: ${tariffList(recommended)} al mes.`,
        links: [link],
        mode,
        weight: 0.9,
      });
    }
    for (const type of types) {
      const ofType = list.filter((t) => t.type === type);
      out.push({
        id: `tel-${mode}-${typeSlug(type)}`,
        topic: `telefonia:${mode}:${typeSlug(type)}`,
        title: `Tarifas ${type} ${MODE_LABEL[mode]}`,
        keywords: `${MODE_WORDS[mode]} ${featureWords(ofType)}`,
        text: `${type} ${MODE_LABEL[mode]}, tarifas ${operator} al mes:\n${tariffLines(ofType)}${sharedFeatures(ofType).replace(/^ /, '\n')}`,
        links: [link],
        mode,
        tags: type,
      });
    }
  }

  // Both modes side by side, for a question that does not say which one.
  for (const type of TARIFF_TYPES) {
    const parts = MODES.map((mode) => ({ mode, list: ofMode(mode).filter((t) => t.type === type) })).filter((p) => p.list.length);
    out.push({
      id: `tel-${typeSlug(type)}`,
      topic: `telefonia:${typeSlug(type)}`,
      title: `Tarifas ${type}`,
      keywords: featureWords(parts.flatMap((p) => p.list)),
      text:
        parts.length === 1
          ? `${type} (solo ${MODE_LABEL[parts[0].mode].replace(/^para /, '')}), tarifas ${operator} al mes:\n${tariffLines(parts[0].list)}${sharedFeatures(parts[0].list).replace(/^ /, '\n')}`
          : `${type}, tarifas ${operator} al mes.\n${parts.map((p) => `${MODE_LABEL[p.mode].replace(/^para p/, 'P').replace(/^para e/, 'E')}:\n${tariffLines(p.list)}`).join('\n')}${sharedFeatures(parts.flatMap((p) => p.list)).replace(/^ /, '\n')}`,
      links: [link],
      tags: type,
    });
  }

  // One passage a feature ("Roaming en la Unión Europea sin coste extra"): which tariffs have it.
  const features = [...new Set(all.flatMap((t) => t.features))];
  features.forEach((feature, i) => {
    const having = MODES.map((mode) => ({ mode, list: ofMode(mode).filter((t) => t.features.includes(feature)) })).filter((x) => x.list.length);
    out.push({
      id: `tel-feature-${i + 1}`,
      topic: 'telefonia:caracteristicas',
      title: 'Características incluidas',
      keywords: feature,
      text: `${feature}: ${having.map((x) => `${MODE_LABEL[x.mode]}, ${tariffList(x.list)}`).join('; ')}.`,
      links: [link],
      // A detail of the cards: below the passages about tariffs, lines and the operator.
      weight: 0.7,
    });
  });

  const lineList = (mode: Mode) => additionalLines.map((l) => `${l.lineType} ${euros(l.prices[mode])}`).join(', ');
  out.push({
    id: 'tel-lines',
    topic: 'telefonia:lineas',
    title: 'Líneas Adicionales',
    keywords: `líneas adicionales extra más líneas móviles ${additionalLines.map((l) => `${l.lineType} ${l.summary}`).join(' ')}`,
    text: `${telephonyPage.linesPanel.intro} Precio por línea al mes. Empresas (sin IVA): ${lineList('empresa')}. Particulares (precio final): ${lineList('personal')}. Puedes pedir de 1 a ${MAX_ADDITIONAL_LINES} líneas con 'Solicitar Líneas Adicionales' en Telefonía.`,
    links: [link],
  });
  for (const mode of MODES) {
    out.push({
      id: `tel-lines-${mode}`,
      topic: `telefonia:lineas:${mode}`,
      title: `Líneas Adicionales ${MODE_LABEL[mode]}`,
      keywords: `líneas adicionales extra ${MODE_WORDS[mode]} ${additionalLines.map((l) => l.summary).join(' ')}`,
      text: `Líneas adicionales ${MODE_LABEL[mode]}, por línea al mes: ${additionalLines.map((l) => `${l.lineType} (${l.summary}) ${euros(l.prices[mode])}`).join(', ')}. Máximo ${MAX_ADDITIONAL_LINES} líneas; el total es el precio por línea por el número de líneas.`,
      links: [link],
      mode,
    });
  }

  const tb = telephonyBusiness;
  const business = pageLink('/telefonia-empresarial');
  out.push({
    id: 'tel-business',
    topic: 'telefonia:empresarial',
    title: tb.hero.title,
    keywords: `telefonía empresarial ${tb.hero.eyebrow} ${tb.services.items.map((s) => s.title).join(' ')}`,
    text: `${tb.hero.intro} Incluye ${listEs(tb.services.items.map((s) => lowerFirst(s.title)))}. ${tb.services.intro}`,
    links: [business, link],
  });
  for (const s of tb.services.items) {
    out.push({
      id: `tel-business-${typeSlug(s.title as TariffType)}`,
      topic: 'telefonia:empresarial',
      title: s.title,
      keywords: s.features.join(' '),
      facts: s.features,
      text: `${s.title}: ${s.description}`,
      links: [business, link],
      weight: 0.9,
    });
  }
  tb.benefits.items.forEach((b, i) =>
    out.push({
      id: `tel-business-benefit-${i + 1}`,
      topic: 'telefonia:empresarial',
      title: b.title,
      keywords: tb.benefits.title,
      text: `${b.title}: ${b.description}`,
      links: [business, link],
      weight: 0.7,
    }),
  );
  out.push({
    id: 'tel-business-process',
    topic: 'telefonia:empresarial',
    title: tb.process.title,
    keywords: 'proceso pasos cómo trabajáis',
    text: `${tb.process.title}:\n${tb.process.steps.map((s) => `${s.step}. ${s.title}: ${s.description}`).join('\n')}`,
    links: [business, link],
    weight: 0.8,
  });
  tb.faqs.items.forEach((f, i) =>
    out.push({
      id: `tel-business-faq-${i + 1}`,
      topic: 'telefonia:empresarial',
      title: f.question,
      text: f.answer,
      answerFor: () => `${f.question} ${f.answer}`,
      links: [business, link],
    }),
  );
  out.push({
    id: 'tel-o2',
    topic: 'telefonia:o2',
    title: `Operador O2: ${tb.partnership.title}`,
    keywords: 'o2 operador distribuidor cobertura red',
    text: `${tb.partnership.paragraphs.join(' ')} ${listEs(tb.partnership.highlights.map((h) => `${h.value} ${h.label}`))}.`,
    links: [business, link],
  });
  return out;
}
