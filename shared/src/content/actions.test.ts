import * as actions from './actions';
import { findSiteRoute } from './site-routes';

describe('calls to action shared by several pages', () => {
  it('are written as the SPEC quotes them (sentence case where it does not), each with its destination', () => {
    expect({ ...actions }).toEqual({
      freeConsultation: { label: 'Consulta Gratuita', to: '/contacto' },
      requestQuote: { label: 'Solicitar Presupuesto', to: '/contacto' },
      requestInformation: { label: 'Solicitar Información', to: '/contacto' },
      seeProjects: { label: 'Ver Proyectos', to: '/proyectos' },
      seeServices: { label: 'Ver Servicios', to: '/servicios' },
      moreProjects: { label: 'Ver más proyectos', to: '/proyectos' },
    });
  });

  it('lead to pages of the site', () => {
    for (const a of Object.values(actions)) expect(findSiteRoute(a.to)).toBeDefined();
  });
});
