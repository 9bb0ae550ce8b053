import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { Link } from '@site/shared/router';
import { useSiteStore } from '@site/shared/store';
import { loadRemoteComponent, type RemoteLoad } from '../remotes/load-remote-module';
import { ChatbotSlot } from './chatbot-slot';

jest.mock('../remotes/load-remote-module', () => ({ loadRemoteComponent: jest.fn() }));
const loadMock = jest.mocked(loadRemoteComponent);

const Widget = () => <p>NavegaBot listo</p>;
const failed: RemoteLoad<object> = { ok: false, error: new Error('ScriptNetworkError') };

describe('the NavegaBot slot', () => {
  it('shows ChatUnavailable when the widget really fails, and the next page tries again', async () => {
    loadMock.mockResolvedValueOnce(failed).mockResolvedValueOnce({ ok: true, Component: Widget });
    useSiteStore.getState().openChat();
    renderWithProviders(
      <>
        <ChatbotSlot />
        <Link to="/servicios">Otra página</Link>
      </>,
    );
    expect(await screen.findByTestId('chat-fallback')).toHaveTextContent('NavegaBot no está disponible');
    expect(loadMock).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('link', { name: 'Otra página' }).click());
    expect(await screen.findByText('NavegaBot listo')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('chat-fallback')).not.toBeInTheDocument();
  });

  it('loads the widget once: later pages do not load it again', async () => {
    loadMock.mockReset().mockResolvedValue({ ok: true, Component: Widget });
    useSiteStore.getState().openChat();
    renderWithProviders(
      <>
        <ChatbotSlot />
        <Link to="/servicios">Otra página</Link>
      </>,
    );
    expect(await screen.findByText('NavegaBot listo')).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: 'Otra página' }).click());
    expect(screen.getByText('NavegaBot listo')).toBeInTheDocument();
    expect(loadMock).toHaveBeenCalledTimes(1);
  });

  it('opens the chat when a press on the placeholder ends after the widget took its place (the click then reaches no button)', async () => {
    let arrive: (load: RemoteLoad<object>) => void = () => undefined;
    loadMock.mockReset().mockReturnValue(new Promise<RemoteLoad<unknown>>((resolve) => (arrive = resolve as (load: RemoteLoad<object>) => void)));
    const Launcher = () => {
      const open = useSiteStore((s) => s.chatOpen);
      return <button type="button" aria-label="Abrir NavegaBot">{open ? 'abierto' : 'cerrado'}</button>;
    };
    useSiteStore.getState().closeChat();
    const { container } = renderWithProviders(<ChatbotSlot />);
    const placeholder = await screen.findByRole('button', { name: 'Abrir NavegaBot' });
    fireEvent.pointerDown(placeholder);
    // The widget arrives while the finger is still down, and replaces the placeholder.
    await act(async () => arrive({ ok: true, Component: Launcher }));
    expect(await screen.findByText('cerrado')).toBeInTheDocument();
    expect(placeholder).not.toBeInTheDocument();
    // The press ends on the widget's launcher; the browser clicks what the two share.
    act(() => container.click());
    expect(useSiteStore.getState().chatOpen).toBe(true);
    expect(screen.getByText('abierto')).toBeInTheDocument();
  });

  it('leaves a click elsewhere on the page alone', async () => {
    loadMock.mockReset().mockResolvedValue({ ok: true, Component: Widget });
    useSiteStore.getState().closeChat();
    const { container } = renderWithProviders(<ChatbotSlot />);
    await screen.findByRole('button', { name: 'Abrir NavegaBot' });
    act(() => container.click());
    expect(useSiteStore.getState().chatOpen).toBe(false);
  });
});
