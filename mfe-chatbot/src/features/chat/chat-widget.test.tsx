import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@site/shared/router';
import { deferred, fakeResponse, mockFetch, renderWithProviders } from '@site/shared/testing';
import { useSiteStore } from '@site/shared/store';
import { CHAT_LAUNCHER } from '@site/shared/ui';
import ChatbotWidget from '../../entries/chatbot-widget';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY } from './hooks/chat-session';
import { PHONE_PANEL_BOTTOM } from './components/chat-panel';

const GREETING = 'Hola! Soy NavegaBot, tu asistente de digitalización. ¿En qué puedo ayudarte hoy?';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderWidget() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Where />
      <ChatbotWidget />
    </>,
  );
  return user;
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir NavegaBot' }));
  return screen.getByRole('dialog', { name: 'NavegaBot' });
}

const input = () => screen.getByRole('textbox', { name: 'Tu pregunta para NavegaBot' });
const log = () => screen.getByRole('log');
/** The sprite symbol an element's (decorative) icon draws, or null when the icon is missing or exposed to assistive tech. */
const iconIn = (el: HTMLElement) => {
  const svg = el.querySelector('svg');
  return svg?.getAttribute('aria-hidden') === 'true' ? (svg.querySelector('use')?.getAttribute('href') ?? null) : null;
};
/** A paragraph whose whole text is `text` (dates, times and amounts sit in their own spans). */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;
/** The bot's answer row that contains `text`. */
const answerWith = async (text: string) => (await within(log()).findByText(text, { exact: false })).closest<HTMLElement>('[data-sender="bot"]')!;
const storedSession = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { sessionId: string; timestamp: number } | null;

describe('NavegaBot widget', () => {
  /** The widget, its launcher at 300–356 × 600–656 (jsdom lays nothing out). */
  const renderPlacedWidget = () => {
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Abrir NavegaBot' });
    launcher.getBoundingClientRect = () => ({ left: 300, right: 356, top: 600, bottom: 656, x: 300, y: 600, width: 56, height: 56, toJSON: () => ({}) });
  };
  const pointer = (type: 'pointerdown' | 'pointerup', x: number, y: number) => act(() => void window.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y })));

  it("opens when a press begun on the shell's placeholder is released over this launcher, which took its place (no click follows)", () => {
    // Released elsewhere (the visitor slid away): nothing, and later releases are ordinary.
    renderPlacedWidget();
    pointer('pointerup', 20, 20);
    pointer('pointerup', 320, 620);
    expect(useSiteStore.getState().chatOpen).toBe(false);
    cleanup();

    // Released over the launcher, with no press begun since it is here: the chat opens.
    renderPlacedWidget();
    pointer('pointerup', 320, 620);
    expect(useSiteStore.getState().chatOpen).toBe(true);
  });

  it('a release after a press begun on the page itself is left to the page', () => {
    renderPlacedWidget();
    pointer('pointerdown', 320, 620);
    pointer('pointerup', 320, 620);
    // No click was sent in this test, so nothing opened it: the launcher's own click does that.
    expect(useSiteStore.getState().chatOpen).toBe(false);
  });

  it('opens from the round button with the greeting and the focus in the question field', async () => {
    const user = renderWidget();
    const launcher = screen.getByRole('button', { name: 'Abrir NavegaBot' });
    expect(launcher).toHaveAttribute('title', 'Abrir NavegaBot');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(iconIn(launcher)).toBe('#icon-message-circle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openChat(user);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(iconIn(launcher)).toBe('#icon-chevron-down');
    expect(useSiteStore.getState().chatOpen).toBe(true);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(input()).toHaveAttribute('placeholder', 'Escribe tu pregunta...');
    expect(input()).toHaveFocus();
  });

  it('sends the question on Enter: it shows at once, the field clears, dots show until the answer', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch(answer.promise);
    const user = renderWidget();
    await openChat(user);
    const session = storedSession();
    expect(session?.sessionId).toMatch(/^sess_[a-z0-9]{16}$/);

    await user.type(input(), '¿Cuál es vuestro horario?{Enter}');
    expect(within(log()).getByText('¿Cuál es vuestro horario?')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('NavegaBot está escribiendo…');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ask-bot');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body)).toEqual({ question: '¿Cuál es vuestro horario?', sessionName: session!.sessionId });

    await act(async () => answer.resolve(fakeResponse(200, { answer: 'Nuestro horario es de Lunes a Viernes 7:00-15:00.', links: [] })));
    expect(await within(log()).findByText(paragraph('Nuestro horario es de Lunes a Viernes 7:00-15:00.'))).toBeInTheDocument();
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });

  it('does not send an empty or whitespace-only question', async () => {
    const fetchMock = mockFetch();
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), '   {Enter}');
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(log()).getAllByText(/.+/, { selector: 'p' })).toHaveLength(1); // only the greeting
    expect(screen.getByRole('button', { name: 'Enviar pregunta' })).toBeDisabled();
  });

  it('says the session is missing, without calling the server, when storage was cleared', async () => {
    const fetchMock = mockFetch();
    const user = renderWidget();
    await openChat(user);
    localStorage.clear();
    await user.type(input(), 'hola{Enter}');
    expect(await within(log()).findByText('No se encontró la sesión. Por favor, inicia sesión.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the session is missing when the browser blocks storage', async () => {
    const fetchMock = mockFetch();
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const user = renderWidget();
      await openChat(user);
      await user.type(input(), 'hola{Enter}');
      expect(await within(log()).findByText('No se encontró la sesión. Por favor, inicia sesión.')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it('reports a non-success status', async () => {
    mockFetch(fakeResponse(500, { message: 'boom' }, 'Internal Server Error'));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'horario{Enter}');
    expect(await within(log()).findByText('Hubo un error al obtener la respuesta del bot.')).toBeInTheDocument();
  });

  it('reports a network failure', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'horario{Enter}');
    expect(await within(log()).findByText('Error en la comunicación con el servidor.')).toBeInTheDocument();
  });

  it('renews a session older than one hour when the chat opens, and keeps a recent one', async () => {
    const old = { sessionId: 'sess_old', timestamp: Date.now() - SESSION_LIFETIME_MS - 1000 };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(old));
    const user = renderWidget();
    await openChat(user);
    const renewed = storedSession()!;
    expect(renewed.sessionId).not.toBe('sess_old');
    expect(renewed.sessionId).toMatch(/^sess_/);
    expect(Date.now() - renewed.timestamp).toBeLessThan(5000);

    const fetchMock = mockFetch(fakeResponse(200, { answer: 'Vale.', links: [] }));
    await user.type(input(), 'hola{Enter}');
    await within(log()).findByText('Vale.');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).sessionName).toBe(renewed.sessionId);
  });

  it('keeps a session younger than one hour', async () => {
    const recent = { sessionId: 'sess_recent', timestamp: Date.now() - 30 * 60 * 1000 };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(recent));
    const user = renderWidget();
    await openChat(user);
    expect(storedSession()).toEqual(recent);
  });

  it('renders site links as router links, phone and e-mail as anchors, and drops anything else', async () => {
    mockFetch(
      fakeResponse(200, {
        answer: 'Tienes las tarifas en Telefonía.',
        links: [
          { path: '/telefonia', label: 'Ver tarifas' },
          { path: 'tel:+34965000000', label: 'Llamar al 965 00 00 00' },
          { path: 'mailto:info@navegadigital.example', label: 'info@navegadigital.example' },
          { path: 'javascript:alert(1)', label: 'Trampa' },
          { path: 'https://evil.example', label: 'Fuera' },
        ],
      }),
    );
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'tarifas{Enter}');
    const tariffs = await within(log()).findByRole('link', { name: 'Ver tarifas' });
    expect(tariffs).toHaveAttribute('href', '/telefonia');
    const call = within(log()).getByRole('link', { name: 'Llamar al 965 00 00 00' });
    expect(call).toHaveAttribute('href', 'tel:+34965000000');
    expect(iconIn(call)).toBe('#icon-phone');
    const mail = within(log()).getByRole('link', { name: 'info@navegadigital.example' });
    expect(mail).toHaveAttribute('href', 'mailto:info@navegadigital.example');
    expect(iconIn(mail)).toBe('#icon-mail');
    expect(iconIn(tariffs)).toBeNull(); // a site link has no icon
    expect(within(log()).queryByRole('link', { name: 'Trampa' })).not.toBeInTheDocument();
    expect(within(log()).queryByRole('link', { name: 'Fuera' })).not.toBeInTheDocument();

    await user.click(tariffs);
    expect(screen.getByTestId('location')).toHaveTextContent('/telefonia');
  });

  it('shows the answer as text, never as HTML', async () => {
    const html = '<img src=x onerror="alert(1)"><b>negrita</b>';
    mockFetch(fakeResponse(200, { answer: html, links: [] }));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), '<i>hola</i>{Enter}');
    expect(await within(log()).findByText(html)).toBeInTheDocument();
    expect(within(log()).getByText('<i>hola</i>')).toBeInTheDocument();
    expect(log().querySelector('img, b, i')).toBeNull();
  });

  it('shows numbered steps and bulleted lines of an answer as real lists', async () => {
    const steps =
      'Lo hacemos en 4 pasos: 1. Diagnóstico digital; 2. Solicitud de la subvención; 3. Desarrollo e implementación; 4. Formación y soporte. Gestionamos la solicitud por ti.';
    mockFetch(fakeResponse(200, { answer: steps, links: [] }));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'como se pide el kit digital{Enter}');
    const answer = await answerWith('Diagnóstico digital');
    const list = answer.querySelector('ol')!;
    expect(list).not.toBeNull();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Diagnóstico digital',
      'Solicitud de la subvención',
      'Desarrollo e implementación',
      'Formación y soporte',
    ]);
    // The lead-in and the sentence after the steps stay paragraphs around the list.
    expect(within(answer).getByText('Lo hacemos en 4 pasos:').tagName).toBe('P');
    expect(within(answer).getByText('Gestionamos la solicitud por ti.').tagName).toBe('P');

    mockFetch(fakeResponse(200, { answer: 'Usamos dos tipos de cookies:\n- Técnicas: necesarias.\n- Analíticas: solo si las aceptas.', links: [] }));
    await user.type(input(), 'que cookies usais{Enter}');
    const cookies = await answerWith('Usamos dos tipos de cookies:');
    const bullets = cookies.querySelector('ul')!;
    expect(within(bullets).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Técnicas: necesarias.', 'Analíticas: solo si las aceptas.']);
    expect(cookies.textContent).not.toContain('- ');
  });

  it('keeps dates, times, amounts and phone numbers on one line, with their text unchanged', async () => {
    const text = 'La convocatoria cerró el 31-10-2025. Fibra 1Gb + Móvil 150GB: 41,32 €/mes; ayuda de 2.000 € (70 %). Llámanos al 965 00 00 00, de 7:00-15:00.';
    mockFetch(fakeResponse(200, { answer: text, links: [] }));
    const user = renderWidget();
    await openChat(user);
    await user.type(input(), 'kit digital{Enter}');
    const answer = await within(log()).findByText(paragraph(text));
    // Copy-paste and screen readers get the answer as written: no non-breaking look-alikes.
    expect(answer.textContent).toBe(text);
    for (const whole of ['31-10-2025', '41,32 €/mes', '2.000 €', '70 %', '965 00 00 00', '7:00-15:00', '150GB']) {
      const span = within(answer).getByText(whole);
      expect(span.tagName).toBe('SPAN');
      expect(window.getComputedStyle(span).whiteSpace).toBe('nowrap');
    }
  });

  describe('scrolling to the newest message', () => {
    const LOG_TOP = 100;
    const ROW_HEIGHT = 300;
    let scrollTo: jest.Mock;

    beforeEach(() => {
      // jsdom has no layout: the log starts 100 px down the page and each message is 300 px tall.
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const rows = [...(this.parentElement?.querySelectorAll('[data-message-id]') ?? [])];
        const top = this.getAttribute('role') === 'log' ? LOG_TOP : this.dataset.messageId ? LOG_TOP + 16 + rows.indexOf(this) * ROW_HEIGHT : 0;
        return { top, bottom: top + ROW_HEIGHT, left: 0, right: 320, width: 320, height: ROW_HEIGHT, x: 0, y: top, toJSON: () => ({}) };
      });
      scrollTo = jest.fn();
      Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: scrollTo });
    });

    afterEach(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });

    it('scrolls the conversation to the start of the newest message, not to the end of a long answer', async () => {
      mockFetch(fakeResponse(200, { answer: 'Una respuesta larga.\n'.repeat(40), links: [] }));
      const user = renderWidget();
      await openChat(user);
      await user.type(input(), 'cuentame todo{Enter}');
      await answerWith('Una respuesta larga.');
      const answer = log().querySelectorAll('[data-message-id]')[2];
      expect(answer).toHaveAttribute('data-sender', 'bot');
      // The answer's top (116 + 2 × 300 px) lands 16 px below the log's top, where the first message sits.
      const last = scrollTo.mock.contexts.at(-1);
      expect(last).toBe(log());
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 2 * ROW_HEIGHT, behavior: 'smooth' });
    });

    it('jumps without animation when the visitor prefers reduced motion', async () => {
      const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
      );
      try {
        mockFetch(fakeResponse(200, { answer: 'Respuesta.', links: [] }));
        const user = renderWidget();
        await openChat(user);
        await user.type(input(), 'hola{Enter}');
        await within(log()).findByText('Respuesta.');
        expect(scrollTo).toHaveBeenLastCalledWith({ top: 2 * ROW_HEIGHT, behavior: 'auto' });
        expect(scrollTo.mock.calls.every(([options]) => options.behavior === 'auto')).toBe(true);
      } finally {
        matchMedia.mockRestore();
      }
    });
  });

  it('closes with Escape or the close button and gives the focus back to the round button', async () => {
    const user = renderWidget();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSiteStore.getState().chatOpen).toBe(false);
    const launcher = screen.getByRole('button', { name: 'Abrir NavegaBot' });
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');

    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Cerrar NavegaBot' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('opens when another part of the site opens the chat through the store, keeping the conversation', async () => {
    mockFetch(fakeResponse(200, { answer: 'Respuesta.', links: [] }));
    const user = renderWidget();
    act(() => useSiteStore.getState().openChat());
    expect(screen.getByRole('dialog', { name: 'NavegaBot' })).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    await user.type(input(), 'pregunta{Enter}');
    await within(log()).findByText('Respuesta.');
    act(() => useSiteStore.getState().closeChat());
    act(() => useSiteStore.getState().openChat());
    expect(within(log()).getByText('Respuesta.')).toBeInTheDocument();
  });

  it('rises above the cookie banner while it is shown, and comes back down once consent is given', async () => {
    renderWidget();
    const widget = screen.getByTestId('chat-widget');
    expect(widget.style.getPropertyValue('--chat-lift')).toBe('0px');

    // The shell's banner on a 1280 × 800 screen: a 460 px card, 24 px from the right and the bottom.
    const banner = await showBanner({ width: 1280, height: 800 }, { top: 600, bottom: 776, left: 796, right: 1256 });
    // The launcher's bottom edge must be 12 px above the banner's top: 800 - 600 + 12 = 212 px
    // from the screen's bottom, from its resting place (offset).
    await waitFor(() => expect(widget.style.getPropertyValue('--chat-lift')).toBe(`${212 - CHAT_LAUNCHER.offset}px`));

    await act(async () => {
      banner.remove();
      useSiteStore.getState().acceptCookies();
    });
    await waitFor(() => expect(widget.style.getPropertyValue('--chat-lift')).toBe('0px'));
  });

  it('on a phone stays in the contact bar under the banner, and lifts only the open panel above it', async () => {
    renderWidget();
    const widget = screen.getByTestId('chat-widget');
    // The phone banner sits above the contact bar, across the width: the launcher (a cell of the bar) stays put…
    const banner = await showBanner({ width: 375, height: 740 }, { top: 500, bottom: 668, left: 12, right: 363 });
    await waitFor(() => expect(widget.style.getPropertyValue('--chat-lift')).toBe('0px'));
    // …but the open panel would end behind the banner: its bottom rises 12 px above the banner's top.
    act(() => useSiteStore.getState().openChat());
    await waitFor(() => expect(widget.style.getPropertyValue('--chat-lift')).toBe(`${740 - 500 + 12 - PHONE_PANEL_BOTTOM}px`));
    act(() => useSiteStore.getState().closeChat());
    await waitFor(() => expect(widget.style.getPropertyValue('--chat-lift')).toBe('0px'));
    // The widget hears the banner go too (a state update): inside act, like every other change here.
    await act(async () => banner.remove());
  });
});

async function showBanner(screenSize: { width: number; height: number }, box: { top: number; bottom: number; left: number; right: number }) {
  Object.assign(window, { innerWidth: screenSize.width, innerHeight: screenSize.height });
  const banner = document.createElement('section');
  banner.setAttribute('data-testid', 'cookie-banner');
  const { top, bottom, left, right } = box;
  banner.getBoundingClientRect = () => ({ top, bottom, left, right, width: right - left, height: bottom - top, x: left, y: top, toJSON: () => ({}) });
  await act(async () => {
    document.body.appendChild(banner);
  });
  return banner;
}
