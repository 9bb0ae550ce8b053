import { act, screen } from '@testing-library/react';
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
});
