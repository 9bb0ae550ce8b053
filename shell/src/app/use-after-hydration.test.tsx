import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useAfterHydration } from './use-after-hydration';

function Probe() {
  return <p>{useAfterHydration() ? 'después' : 'servido'}</p>;
}

describe('useAfterHydration', () => {
  afterEach(() => jest.restoreAllMocks());

  it('matches the served HTML while React hydrates it, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('servido');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('después');
  });

  it('turns true in a transition, so the re-render after hydration gives way to a tap', async () => {
    // The module's own binding (an `import * as` copy would not be the one the hook calls).
    const transition = jest.spyOn(jest.requireActual<typeof import('react')>('react'), 'startTransition');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(transition).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('después');
  });
});
