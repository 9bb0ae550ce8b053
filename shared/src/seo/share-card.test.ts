import { siteRoutes } from '../content/site-routes';
import { company } from '../content/company';
import { SHARE_CARD_SIZE, absoluteUrl, headTags, shareCardFor } from './index';

describe('share cards', () => {
  it('gives every route its own card', () => {
    const paths = siteRoutes.map((r) => shareCardFor(r.path).path);
    expect(new Set(paths).size).toBe(siteRoutes.length);
    for (const p of paths) expect(p).toMatch(/^\/img\/og\/[a-z0-9-]+\.png$/);
    expect(shareCardFor('/kit/crm').path).toBe('/img/og/kit-crm.png');
    expect(shareCardFor('/').path).toBe('/img/og/inicio.png');
  });

  it('puts the section above the page words, whichever way the title names it', () => {
    expect(shareCardFor('/kit/crm')).toMatchObject({ kicker: 'Kit Digital', headline: 'Gestión de clientes (CRM)' });
    expect(shareCardFor('/telefonia')).toMatchObject({ kicker: 'Telefonía', headline: 'Tarifas de fibra y móvil O2' });
    expect(shareCardFor('/projects/navegatime')).toMatchObject({ kicker: 'Proyectos', headline: 'NavegaTime' });
    expect(shareCardFor('/agentes-digitalizadores')).toMatchObject({ kicker: 'Kit Digital', headline: 'Agentes Digitalizadores' });
    expect(shareCardFor('/kit-digital')).toMatchObject({ kicker: 'Kit Digital', headline: 'Qué es y cómo funciona' });
    expect(shareCardFor('/contacto')).toMatchObject({ kicker: '', headline: 'Contacto' });
    for (const route of siteRoutes) expect(shareCardFor(route.path).headline).not.toContain(company.name);
  });

  it("shows the home page's card for a path outside the route table (the 404 page)", () => {
    expect(shareCardFor('/no-existe')).toEqual(shareCardFor('/'));
  });

  it("links the page's card from Open Graph and Twitter with its size and alt text", () => {
    const route = siteRoutes.find((r) => r.path === '/telefonia')!;
    const html = headTags({ path: route.path, title: route.title, description: route.description, jsonLd: [] });
    const card = shareCardFor('/telefonia');
    const meta = (attr: 'property' | 'name', key: string) => html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`))?.[1];
    expect(meta('property', 'og:image')).toBe(absoluteUrl(card.path));
    expect(meta('property', 'og:image:width')).toBe(String(SHARE_CARD_SIZE.width));
    expect(meta('property', 'og:image:height')).toBe(String(SHARE_CARD_SIZE.height));
    expect(meta('property', 'og:image:alt')).toBe(`${company.name}: Telefonía, Tarifas de fibra y móvil O2`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(absoluteUrl(card.path));
    expect(meta('name', 'twitter:image:alt')).toBe(meta('property', 'og:image:alt'));
  });

  it('gives the 404 page no canonical or Open Graph URL of its own', () => {
    const html = headTags({ path: '/no-existe', title: 'No existe', description: 'La página que buscas no existe.', jsonLd: [], noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).toContain(`<meta property="og:image" content="${absoluteUrl(shareCardFor('/').path)}">`);
  });
});
