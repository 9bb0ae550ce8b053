import { keepPrerenderedStyles, namesOnly, prerenderedSheetKept } from './keep-prerendered-styles';

// What ServerStyleSheet emits: each rule, then its group's marker, each followed by /*!sc*/.
const CSS = [
  '.a{color:red;}/*!sc*/\n',
  '@media (min-width: 768px){.a{color:blue;}}/*!sc*/\n',
  'data-styled.g1[id="sc-one"]{content:"a,"}/*!sc*/\n',
  '.b{margin:0;}/*!sc*/\n',
  'data-styled.g2[id="sc-two"]{content:"b,"}/*!sc*/\n',
].join('');

describe('the prerendered style sheet stays in place when styled-components starts', () => {
  beforeEach(() => {
    document.head.innerHTML = `<style data-styled="true" data-styled-version="6.6.0">${CSS}</style>`;
  });

  it('namesOnly keeps the markers and drops every rule', () => {
    expect(namesOnly(CSS)).toBe('data-styled.g1[id="sc-one"]{content:"a,"}/*!sc*/\ndata-styled.g2[id="sc-two"]{content:"b,"}/*!sc*/\n');
  });

  it('leaves the prerendered element with its CSS, and hands styled-components the names only', () => {
    const prerendered = document.head.querySelector('style')!;
    expect(keepPrerenderedStyles()).toBe(true);
    expect(document.head.firstElementChild).toBe(prerendered);
    expect(prerendered.textContent).toBe(CSS);
    // No longer what styled-components looks for: style[data-styled][data-styled-version="6.6.0"].
    expect(document.head.querySelectorAll('style[data-styled][data-styled-version="6.6.0"]')).toHaveLength(1);
    const standIn = document.head.querySelector<HTMLStyleElement>('style[data-styled-version="6.6.0"]')!;
    expect(standIn).not.toBe(prerendered);
    expect(standIn.type).toBe('text/plain'); // never a style sheet of the page
    expect(standIn.textContent).toBe(namesOnly(CSS));
  });

  it('styled-components then reads the names, removes the stand-in and leaves the sheet alone', () => {
    const prerendered = document.head.querySelector('style')!;
    keepPrerenderedStyles();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('styled-components');
    });
    expect(prerendered.isConnected).toBe(true);
    expect(prerendered.textContent).toBe(CSS);
    expect(document.head.querySelector('style[type="text/plain"]')).toBeNull();
    // Its own sheet got no copy of the prerendered rules.
    const own = document.head.querySelector<HTMLStyleElement>('style[data-styled="active"]');
    expect(own?.sheet?.cssRules.length ?? 0).toBe(0);
  });

  it('does nothing on a page without prerendered styles', () => {
    document.head.innerHTML = '';
    expect(keepPrerenderedStyles()).toBe(false);
    expect(document.head.children).toHaveLength(0);
    expect(prerenderedSheetKept()).toBe(false);
  });

  it('tells the shell the kept sheet is there (so it need not build the global style again)', () => {
    expect(prerenderedSheetKept()).toBe(false);
    keepPrerenderedStyles();
    expect(prerenderedSheetKept()).toBe(true);
  });
});
