import { FOCUSABLE } from '../ui/dialog-top-layer';
import { PAINT_FIRST_LOADER } from './paint-first-loader';

/** Runs the loader as the page does: an inline script, with no app entry to start. */
function runLoader() {
  const script = document.createElement('script');
  script.setAttribute('data-main', '');
  script.textContent = PAINT_FIRST_LOADER;
  document.body.appendChild(script);
}

// The loader's listeners stay on the document for the whole visit, as on a page: run it once.
beforeAll(() => runLoader());
afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

const markHydrated = () => {
  document.documentElement.dataset.hydrated = 'true';
  document.dispatchEvent(new Event('site:hydrated'));
};

describe('the inline loader', () => {
  it('marks <html class="js"> at once', () => {
    expect(document.documentElement).toHaveClass('js');
  });

  it('holds a tap on a control that needs script until the page is hydrated, then replays the latest one', () => {
    document.body.innerHTML =
      '<button id="a" data-needs-script>A</button><div data-needs-script><button id="b"><svg><use href="#icon-x"></use></svg></button></div>';
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    const taps: string[] = [];
    document.body.addEventListener('click', (e) => taps.push((e.target as Element).closest('button')!.id));

    a.click();
    expect(taps).toEqual([]); // nothing reacts yet, not even a listener that is already there
    expect(a).toHaveAttribute('aria-busy', 'true');
    b.querySelector('use')!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a tap on the icon
    expect(a).not.toHaveAttribute('aria-busy');
    expect(b.parentElement).toHaveAttribute('aria-busy', 'true');

    markHydrated();
    expect(taps).toEqual(['b']);
    expect(b.parentElement).not.toHaveAttribute('aria-busy');
    // Once hydrated, taps go through as they are.
    a.click();
    expect(taps).toEqual(['b', 'a']);
  });

  it('lets other taps through before hydration', () => {
    document.body.innerHTML = '<button id="plain">Plain</button>';
    const onClick = jest.fn();
    document.getElementById('plain')!.addEventListener('click', onClick);
    document.getElementById('plain')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies an invoker preset to the select of the target form, with a change event', () => {
    document.body.innerHTML = `
      <button data-preset="tariffId=fibra-600" commandfor="solicitud-dialog" command="show-modal">Solicitar</button>
      <dialog id="solicitud-dialog"><form id="solicitud">
        <select name="tariffId"><option value="">Elige</option><option value="fibra-600">Fibra 600</option></select>
      </form></dialog>`;
    const select = document.querySelector('select')!;
    const onChange = jest.fn();
    select.addEventListener('change', onChange);
    document.querySelector('button')!.click();
    expect(select.value).toBe('fibra-600');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('checks the radio of a preset, also one outside the form (form attribute)', () => {
    document.body.innerHTML = `
      <button data-preset="planMode=empresa" commandfor="solicitud">Empresa</button>
      <input type="radio" name="planMode" value="personal" form="solicitud" checked>
      <input type="radio" name="planMode" value="empresa" form="solicitud">
      <form id="solicitud"></form>`;
    const onChange = jest.fn();
    document.addEventListener('change', onChange);
    document.querySelector('button')!.click();
    document.removeEventListener('change', onChange);
    expect(document.querySelector<HTMLInputElement>('input[value="empresa"]')!.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0][0] as Event).target).toBe(document.querySelector('input[value="empresa"]'));
  });

  it('sets a named control inside a target without a form, and ignores a missing target', () => {
    document.body.innerHTML = `
      <button id="ok" data-preset="plan=pro" commandfor="panel">Pro</button>
      <button id="lost" data-preset="plan=pro" commandfor="nowhere">Nada</button>
      <div id="panel"><input name="plan" value="basic"></div>`;
    document.getElementById('lost')!.click();
    expect(document.querySelector('input')!.value).toBe('basic');
    document.getElementById('ok')!.click();
    expect(document.querySelector('input')!.value).toBe('pro');
  });

  it('opens and closes a dialog from its invoker buttons where the browser has no invoker commands', () => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false); // jsdom, like an older browser
    document.body.innerHTML = `
      <button id="open" commandfor="ayudas" command="show-modal">Ver Ayudas</button>
      <dialog id="ayudas"><button id="close" commandfor="ayudas" command="close">Cerrar</button></dialog>`;
    const dialog = document.getElementById('ayudas') as HTMLDialogElement & { showModal: () => void; close: () => void };
    // jsdom has no modal dialogs: these stand in for the browser's own.
    dialog.showModal = () => dialog.setAttribute('open', '');
    dialog.close = () => dialog.removeAttribute('open');
    document.getElementById('open')!.click();
    expect(dialog).toHaveAttribute('open');
    document.getElementById('close')!.click();
    expect(dialog).not.toHaveAttribute('open');
  });

  it("keeps Tab in a dialog it opened by the same selector as the app's dialogs (written compactly: the loader's bytes count on every page)", () => {
    const compact = (selector: string) => selector.replace(/\s+/g, '').replace(/"/g, '');
    const inLoader = PAINT_FIRST_LOADER.match(/querySelectorAll\("(a\[href\][^"]*(?:\\"[^"]*)*)"\)/)?.[1].replace(/\\"/g, '"');
    expect(inLoader && compact(inLoader)).toBe(compact(FOCUSABLE));
  });
});
