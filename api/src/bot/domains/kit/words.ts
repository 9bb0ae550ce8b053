import { each, words, type Words } from '../../text/vocabulary';

/** How visitors name the Kit Digital, its aid, who may ask for it, its solutions and its phases. */
export const kitWords: Words = {
  colloquial: {
    antivirus: 'antimalware virus',
    subencion: 'subvención',
    subvencion: 'subvención',
    suvbencion: 'subvención',
  },
  synonyms: {
    _kit: 'kit subvencion subvenciones ayuda ayudas bono bonos subsidio subvencionado subvencionada subvencionados digitalizador digitalizadores'.split(' '),
    // Marketplaces by name: the Kit Digital marketplace solution.
    _marketplace: 'marketplace marketplaces amazon ebay aliexpress etsy miravia zalando'.split(' '),
    _requisitos: words('requisitos requisito beneficiarios beneficiario dirigido optar'),
  },
  phrases: [
    ['quien puede', ['_requisitos']],
    ['quienes pueden', ['_requisitos']],
    ['a quien va dirigido', ['_requisitos']],
    ['a quien esta dirigido', ['_requisitos']],
    ['cuanto dan', ['_precio', '_kit']],
    ['cuanto me dan', ['_precio', '_kit']],
    ['cuanto dais', ['_precio', '_kit']],
    ['cuanto me dais', ['_precio', '_kit']],
    ['cuanto nos dan', ['_precio', '_kit']],
    ['cuanto nos dais', ['_precio', '_kit']],
    ['agente digitalizador', ['_kit', 'agent']],
    ['agentes digitalizadores', ['_kit', 'agent']],
    ['kit digital', ['_kit']],
    ['bono digital', ['_kit']],
    ['oficina virtual', ['oficinavirtual']],
    ['oficinas virtuales', ['oficinavirtual']],
    // Paid all at once or in parts: the aid's payment phases.
    ...each(['de golpe', 'por partes', 'en partes', 'por fases', 'en fases', 'de una vez'], ['fas']),
  ],
  // "¿y si somos 5, cuánto sería la ayuda?": the same Kit question for a new head count.
  headCountRefines: ['_kit'],
};
