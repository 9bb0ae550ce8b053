import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from '@site/shared/router/server';
import { useLocation } from '@site/shared/router';
import { ADOPTED_BAND_ATTR } from '../contracts';
import { AsPrerendered } from './as-prerendered';

let rendered = 0;
function Links() {
  rendered += 1;
  return (
    <nav>
      <a href="/contacto">Contacto</a> <a href="https://example.com/perfil" target="_blank" rel="noreferrer">Perfil</a>
    </nav>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const page = (
  <>
    <Where />
    <footer id="pie">
      <AsPrerendered>
        <Links />
      </AsPrerendered>
    </footer>
  </>
);

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
  rendered = 0;
});

describe('markup adopted as the prerender left it', () => {
  it('keeps the server markup while hydrating without rendering what is inside, and its own links still go through the router', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StaticRouter location="/">{page}</StaticRouter>);
    document.body.append(container);
    const band = () => container.querySelector('#pie [data-prerendered-band]')!.innerHTML;
    const prerendered = band();
    rendered = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <MemoryRouter initialEntries={['/']}>{page}</MemoryRouter>);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(rendered).toBe(0);
    expect(band()).toBe(prerendered);
    expect(container.querySelector('[data-prerendered-band]')).toHaveAttribute(ADOPTED_BAND_ATTR);

    const link = screen.getByRole('link', { name: 'Contacto' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/contacto');
    // The same markup, still the server's, after the navigation.
    expect(band()).toBe(prerendered);
  });

  it('routes the links of a band that holds a Suspense boundary (an island) too', async () => {
    // An island in the band: the server's markup holds its boundary's comments, which React must
    // not take for a boundary still to hydrate (the shell's guard for islands is tested with it:
    // shell/src/app/native-until-hydrated.test.tsx).
    const withIsland = (
      <>
        <Where />
        <AsPrerendered>
          <Suspense fallback={null}>
            <Links />
          </Suspense>
        </AsPrerendered>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StaticRouter location="/">{withIsland}</StaticRouter>);
    expect(container.innerHTML).toContain('<!--$-->');
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <MemoryRouter initialEntries={['/']}>{withIsland}</MemoryRouter>);
    });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByRole('link', { name: 'Contacto' }).dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/contacto');
  });

  it('leaves a link that opens elsewhere, or a modified click, to the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StaticRouter location="/">{page}</StaticRouter>);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <MemoryRouter initialEntries={['/']}>{page}</MemoryRouter>);
    });
    const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Perfil' }).dispatchEvent(external);
    expect(external.defaultPrevented).toBe(false);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole('link', { name: 'Contacto' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });

  it('adopts each of several bands on one page, each keeping its own markup', async () => {
    const twoBands = (
      <>
        <AsPrerendered>
          <Links />
        </AsPrerendered>
        <p>entre las dos</p>
        <AsPrerendered>
          <h2>Segunda</h2>
          <Links />
        </AsPrerendered>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StaticRouter location="/">{twoBands}</StaticRouter>);
    document.body.append(container);
    const prerendered = Array.from(container.querySelectorAll('[data-prerendered-band]'), (band) => band.innerHTML);
    expect(prerendered).toHaveLength(2);
    rendered = 0;
    await act(async () => {
      hydrateRoot(container, <MemoryRouter initialEntries={['/']}>{twoBands}</MemoryRouter>);
    });
    expect(rendered).toBe(0);
    expect(Array.from(container.querySelectorAll('[data-prerendered-band]'), (band) => band.innerHTML)).toEqual(prerendered);
    expect(screen.getByRole('heading', { name: 'Segunda' })).toBeInTheDocument();
  });

  it('renders its content when there is no prerendered markup (a page rendered in the browser)', () => {
    render(<MemoryRouter>{page}</MemoryRouter>);
    expect(rendered).toBe(1);
    expect(document.querySelector('[data-prerendered-band]')).not.toHaveAttribute(ADOPTED_BAND_ATTR);
    expect(screen.getByRole('link', { name: 'Contacto' })).toBeInTheDocument();
  });
});
