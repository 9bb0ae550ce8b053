import { fieldsAlreadyChanged } from './island';

/** A prerendered form as the server sends it: nothing chosen yet. */
function form() {
  document.body.innerHTML = `<form>
    <input type="hidden" name="idempotencyKey" value="a">
    <input name="nombre" value="">
    <textarea name="mensaje"></textarea>
    <input type="checkbox" name="privacidad">
    <select name="tema"><option value="web" selected>Web</option><option value="seo">SEO</option></select>
    <select name="asunto"><option value="">Elige</option><option value="web">Web</option></select>
    <input type="file" name="cv">
  </form>`;
  return document.querySelector('form')!;
}

afterEach(() => (document.body.innerHTML = ''));

describe('what the visitor did before an island\'s code ran', () => {
  test('a form as the server sent it holds nothing of the visitor, even when the page set a hidden field', () => {
    const f = form();
    (f.elements.namedItem('idempotencyKey') as HTMLInputElement).value = 'set-by-the-page';
    expect(fieldsAlreadyChanged()).toBe(false);
  });

  test('a chosen file counts', () => {
    const cv = form().elements.namedItem('cv') as HTMLInputElement;
    Object.defineProperty(cv, 'files', { value: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] });
    expect(fieldsAlreadyChanged()).toBe(true);
  });

  test.each([
    ['typed text', (f: HTMLFormElement) => ((f.elements.namedItem('nombre') as HTMLInputElement).value = 'Ana')],
    ['a message', (f: HTMLFormElement) => ((f.elements.namedItem('mensaje') as HTMLTextAreaElement).value = 'Hola')],
    ['a ticked box', (f: HTMLFormElement) => ((f.elements.namedItem('privacidad') as HTMLInputElement).checked = true)],
    ['another option', (f: HTMLFormElement) => ((f.elements.namedItem('tema') as HTMLSelectElement).value = 'seo')],
    ['an option where none was marked', (f: HTMLFormElement) => ((f.elements.namedItem('asunto') as HTMLSelectElement).value = 'web')],
  ])('%s counts', (_, change) => {
    change(form());
    expect(fieldsAlreadyChanged()).toBe(true);
  });
});

describe('the first interaction', () => {
  test('a file chosen in a picker opened before the code ran (only its `change` comes after) starts the island\'s code', async () => {
    // A fresh module: the first interaction is remembered once per page.
    let firstInteraction!: () => Promise<void>;
    await jest.isolateModulesAsync(async () => {
      ({ firstInteraction } = await import('./island'));
    });
    const cv = form().elements.namedItem('cv') as HTMLInputElement;
    let started = false;
    void firstInteraction().then(() => (started = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toBe(false);

    cv.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toBe(true);
  });
});

