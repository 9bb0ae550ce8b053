import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { StaticRouter } from '@site/shared/router/server';
import { theme } from '@site/shared/ui';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { Header } from './header';

// jsdom evaluates no media queries, so the nav counts as hidden: queries include hidden elements.
describe('header', () => {
  it('marks the current page’s link with aria-current', () => {
    renderWithProviders(<Header />, { route: '/telefonia' });
    const nav = document.getElementById('menu-principal')!;
    expect(nav).toHaveAttribute('aria-label', 'Principal');
    expect(screen.getAllByRole('link', { name: 'Telefonía', hidden: true }).find((a) => nav.contains(a))).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Inicio', hidden: true }).find((a) => nav.contains(a))).not.toHaveAttribute('aria-current');
  });

  // Issue 20: a page under a section marks the section's link, but not as the current page.
  it.each([
    ['/telefonia-empresarial', 'Telefonía'],
    ['/kit-digital', 'Kit Digital'],
    ['/kit/crm', 'Kit Digital'],
    ['/web-development', 'Servicios'],
    ['/projects/navegatime', 'Proyectos'],
  ])('on %s marks %s as the current section (aria-current="true"), and no link as the page', (route, label) => {
    renderWithProviders(<Header />, { route });
    const nav = document.getElementById('menu-principal')!;
    const current = Array.from(nav.querySelectorAll('a[aria-current]'));
    expect(current.map((a) => [a.textContent, a.getAttribute('aria-current')])).toEqual([[label, 'true']]);
  });

  it('marks nothing on a page outside the top bar’s sections', () => {
    renderWithProviders(<Header />, { route: '/empleo' });
    expect(document.getElementById('menu-principal')!.querySelectorAll('a[aria-current]')).toHaveLength(0);
  });

  it('carries the section mark in the prerendered HTML', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StaticRouter location="/telefonia-empresarial">
          <Header />
        </StaticRouter>
      </ThemeProvider>,
    );
    expect(html).toMatch(/<a[^>]*aria-current="true"[^>]*href="\/telefonia"[^>]*>Telefonía<\/a>|<a[^>]*href="\/telefonia"[^>]*aria-current="true"[^>]*>Telefonía<\/a>/);
    expect(html).not.toContain('aria-current="page"');
  });

  it('has the SPEC links in order, with Contacto last', () => {
    renderWithProviders(<Header />);
    const nav = document.getElementById('menu-principal')!;
    expect(nav).toHaveAttribute('aria-label', 'Principal');
    const labels = Array.from(nav.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Inicio', 'Servicios', 'Proyectos', 'Apps', 'Kit Digital', 'Telefonía', 'Nosotros', 'Contacto']);
  });

  it('the phone menu is a native popover the menu button opens, with no script needed', () => {
    renderWithProviders(<Header />);
    const nav = document.getElementById('menu-principal')!;
    expect(nav).toHaveAttribute('popover', 'auto');
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    expect(toggle).toHaveAttribute('popovertarget', 'menu-principal');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-principal');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('serves the menu button without aria-expanded: the browser derives it from the popover', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <StaticRouter location="/">
          <Header />
        </StaticRouter>
      </ThemeProvider>,
    );
    const button = html.match(/<button[^>]*popovertarget="menu-principal"[^>]*>/)?.[0];
    expect(button).toBeDefined();
    expect(button).not.toContain('aria-expanded');
  });

  // jsdom has no popover, like an older browser: there the store's state opens the panel (data-open).
  it('where popover is unknown, the menu button opens the menu and a link click closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const nav = document.getElementById('menu-principal')!;
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(useSiteStore.getState().menuOpen).toBe(true);
    expect(nav).toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getAllByRole('link', { name: 'Nosotros', hidden: true })[0]);
    expect(useSiteStore.getState().menuOpen).toBe(false);
    expect(nav).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });
});
