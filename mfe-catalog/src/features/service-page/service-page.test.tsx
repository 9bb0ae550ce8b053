import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { servicePageBodies as servicePages } from '@site/shared/content/service-page-bodies.derived';
import { ServicePageView } from './service-page';

/** How the first offer is drawn: the tags and looks (styled components' classes) from it up to its section. */
function offersLook(firstOffer: string): string {
  const chain: string[] = [];
  for (let el: Element | null = screen.getByRole('heading', { level: 3, name: firstOffer }); el && el.tagName !== 'SECTION'; el = el.parentElement) {
    chain.push(`${el.tagName}.${el.className}`);
  }
  return chain.join(' < ');
}

describe('the five service pages', () => {
  it('each shows its own illustration beside the hero text, described in Spanish', () => {
    const shown = servicePages.map((page) => {
      const { unmount } = renderWithProviders(<ServicePageView page={page} />);
      const art = page.hero;
      // Shown from the large breakpoint (a media query jsdom does not apply): in the page, named.
      const img = screen.getByRole('img', { name: art.alt, hidden: true });
      expect(img.getAttribute('src')).toBe(`/img/catalog/${art.image}-800.webp`);
      unmount();
      return art.image;
    });
    expect(new Set(shown).size).toBe(servicePages.length);
  });

  it('each lays out what it offers its own way, every offer shown', () => {
    const looks = new Map<string, Set<string>>();
    for (const page of servicePages) {
      const { unmount } = renderWithProviders(<ServicePageView page={page} />);
      for (const offer of page.offerings) expect(screen.getByRole('heading', { level: 3, name: offer.title })).toBeInTheDocument();
      looks.set(page.layout, (looks.get(page.layout) ?? new Set()).add(offersLook(page.offerings[0].title)));
      unmount();
    }
    // The SPEC's five pages, one layout each, and no look shared by two layouts (a sixth page shares a layout).
    const spec = ['/web-development', '/marketing', '/inteligencia-artificial', '/hosting-servidores', '/saas-product'];
    expect(new Set(servicePages.filter((p) => spec.includes(p.path)).map((p) => p.layout)).size).toBe(5);
    const all = [...looks.values()].flatMap((set) => [...set]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps the sections every page has: what is included, how we work, the tools and the FAQ', () => {
    renderWithProviders(<ServicePageView page={servicePages[2]} />);
    for (const name of ['Qué incluye', 'Cómo trabajamos', 'Herramientas con las que trabajamos', 'Lo que suelen preguntarnos']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('calls to action with the labels the other pages give the same action, as the SPEC writes them', () => {
    renderWithProviders(<ServicePageView page={servicePages[0]} />);
    // The hero's two buttons, then the closing call's two (one entry per action: actions.ts).
    const actions = [
      ['Solicitar Información', '/contacto'],
      ['Ver Proyectos', '/proyectos'],
      ['Solicitar Presupuesto', '/contacto'],
      ['Ver todos los servicios', '/servicios'],
    ];
    for (const [name, href] of actions) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
