import { useSiteStore } from './index';

describe('toast slice', () => {
  it('keeps one toast on screen: a new one replaces the previous', () => {
    const { pushToast } = useSiteStore.getState();
    pushToast({ title: 'Primero' });
    pushToast({ title: 'Segundo', variant: 'destructive' });
    const toasts = useSiteStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Segundo', variant: 'destructive', open: true });
  });

  it('dismissing closes the toast and removes it 1,000,000 ms later', () => {
    jest.useFakeTimers();
    const id = useSiteStore.getState().pushToast({ title: 'Hola' });
    useSiteStore.getState().dismissToast(id);
    expect(useSiteStore.getState().toasts[0].open).toBe(false);
    jest.advanceTimersByTime(999_999);
    expect(useSiteStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(useSiteStore.getState().toasts).toHaveLength(0);
    jest.useRealTimers();
  });
});
