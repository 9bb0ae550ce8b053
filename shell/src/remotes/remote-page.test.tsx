import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, StaticRouter } from '@site/shared/router/server';
import { Link } from '@site/shared/router';
import { theme } from '@site/shared/ui';
import type { RemoteRoutesProps } from '@site/shared/contracts';
import type { RemoteLoad, RemoteRequest } from './load-remote-module';
import { requestRemoteComponent } from './load-remote-module';
import { RemotePage } from './remote-page';

// The loader itself is tested in load-remote-module.test.ts; here each request's outcome is set by hand.
jest.mock('./load-remote-module', () => ({ requestRemoteComponent: jest.fn() }));
const requestMock = requestRemoteComponent as unknown as jest.MockedFunction<(id: string) => RemoteRequest<RemoteRoutesProps>>;

function Page({ path }: RemoteRoutesProps) {
  return (
    <article>
      <h1>Página {path}</h1>
      <Link to="/otra">Otra</Link>
    </article>
  );
}

const ready = (load: RemoteLoad<RemoteRoutesProps>): RemoteRequest<RemoteRoutesProps> => ({ read: () => load });

/** A request the test settles later, as a slow or failing remote would. */
function pendingRequest() {
  let outcome: RemoteLoad<RemoteRoutesProps> | undefined;
  let settle!: () => void;
  const pending = new Promise<void>((resolve) => (settle = resolve));
  const request: RemoteRequest<RemoteRoutesProps> = {
    read() {
      if (!outcome) throw pending;
      return outcome;
    },
  };
  const finish = async (load: RemoteLoad<RemoteRoutesProps>) => {
    outcome = load;
    settle();
    await act(() => pending);
  };
  return { request, finish };
}

const failed: RemoteLoad<RemoteRoutesProps> = { ok: false, error: new Error('ScriptNetworkError') };

function site(path: string) {
  return (
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <RemotePage remote="catalog" path={path} />
      </MemoryRouter>
    </ThemeProvider>
  );
}

/** The same page as the prerender renders it. */
function prerendered(path: string) {
  return (
    <ThemeProvider theme={theme}>
      <StaticRouter location={path}>
        <RemotePage remote="catalog" path={path} />
      </StaticRouter>
    </ThemeProvider>
  );
}

describe('a remote page', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
    requestMock.mockReset();
  });

  it('on a client-side render shows the loading state while the remote loads, then the page', async () => {
    const slow = pendingRequest();
    requestMock.mockReturnValueOnce(slow.request);
    render(site('/servicios'));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await slow.finish({ ok: true, Component: Page });
    expect(screen.getByRole('heading', { name: 'Página /servicios' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote-area="catalog"] h1')).not.toBeNull();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('after a client-side navigation that failed, loads the page afresh: a tab opened before a release gets the live one', () => {
    document.documentElement.dataset.hydrated = 'true'; // an earlier page is on screen
    window.history.replaceState(null, '');
    requestMock.mockReturnValueOnce(ready(failed));
    // jsdom cannot navigate: it says so on the console, which is the reload being asked for.
    const notImplemented = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/servicios']}>
          <RemotePage remote="catalog" path="/servicios" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(notImplemented.mock.calls.some(([e]) => String(e).includes('navigation'))).toBe(true);
    notImplemented.mockRestore();
    expect(window.history.state).toMatchObject({ siteFullLoad: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('after a client-side navigation that failed again right after a fresh load, shows the fallback and tries again on the next navigation', async () => {
    document.documentElement.dataset.hydrated = 'true'; // an earlier page is on screen
    // This history entry was loaded afresh already: no second load (never a reload loop).
    window.history.replaceState({ siteFullLoad: true }, '');
    requestMock.mockReturnValueOnce(ready(failed));
    const again = pendingRequest();
    requestMock.mockReturnValueOnce(again.request);
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/servicios']}>
          <RemotePage remote="catalog" path="/servicios" />
          <Link to="/servicios">Servicios otra vez</Link>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('Esta sección no está disponible');
    expect(requestMock).toHaveBeenCalledTimes(1);
    // The same page again is a new navigation: loading, then the page.
    act(() => screen.getByRole('link', { name: 'Servicios otra vez' }).click());
    expect(requestMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await again.finish({ ok: true, Component: Page });
    expect(screen.getByRole('heading', { name: 'Página /servicios' })).toBeInTheDocument();
  });

  it('while hydrating, keeps the prerendered markup as it is when the remote fails, then shows a notice', async () => {
    requestMock.mockReturnValueOnce(ready({ ok: true, Component: Page }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(prerendered('/proyectos'));
    document.body.appendChild(container);
    const heading = container.querySelector('h1')!;
    const link = container.querySelector('a')!;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});

    const down = pendingRequest();
    requestMock.mockReturnValueOnce(down.request);
    const root = await act(async () => hydrateRoot(container, site('/proyectos')));
    // However long the remote takes, nothing of the page is replaced and nothing says it is down.
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await down.finish(failed);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('[data-remote-area] a')).toBe(link);
    expect(link).toHaveAttribute('href', '/otra');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-notice')).toHaveTextContent(
      'Algunas funciones de esta página no están disponibles ahora mismo. Puedes seguir leyendo o llamarnos al 965 00 00 00.',
    );
    expect(screen.getByRole('link', { name: '965 00 00 00' })).toHaveAttribute('href', 'tel:+34965000000');
    expect(container.querySelector('[data-remote-area="catalog"]')).toHaveAttribute('data-static');
    expect(document.documentElement.dataset.hydrated).toBe('true');
    // Hydration matched: React reported nothing (no mismatch, no extra attribute).
    expect(errors.mock.calls.map(String)).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
