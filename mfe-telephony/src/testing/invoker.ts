import { act } from '@testing-library/react';

/*
 * jsdom runs neither invoker buttons (`commandfor` / `command`) nor the page's inline loader, and
 * its <dialog> has no showModal() or close(). These stand in for what the browser and the loader
 * do, so the request form can be driven as a visitor would; the real thing runs in e2e/.
 */

/** Gives jsdom's <dialog> the two methods the site calls (open state only, no top layer). */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/**
 * A click on an invoker, as the browser and the inline loader handle it: the loader sets the
 * `data-preset` control of the target's form (and fires `change`), then the dialog opens.
 */
export function pressInvoker(button: HTMLElement) {
  // Listeners on the page (the lines total) update React state: as in any user event, inside act.
  act(() => invoke(button));
}

function invoke(button: HTMLElement) {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) throw new Error('the button opens no dialog');
  const preset = button.getAttribute('data-preset');
  if (preset) {
    const [field, value] = preset.split('=');
    const control = target.querySelector('form')?.elements.namedItem(field);
    if (!(control instanceof HTMLSelectElement)) throw new Error(`no select named ${field} in the dialog's form`);
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  button.focus();
  target.showModal();
}
