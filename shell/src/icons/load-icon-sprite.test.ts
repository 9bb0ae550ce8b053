import { missingSymbols } from './load-icon-sprite';

const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-a" viewBox="0 0 1 1"><path d="M0"/></symbol><symbol id="icon-b" viewBox="0 0 1 1"><path d="M1"/></symbol></svg>';

describe('the rest of the icon sprite', () => {
  it('adds only the symbols the page does not hold, so its own icons are left alone', () => {
    expect(missingSymbols(sprite, new Set(['icon-a']))).toBe('<symbol id="icon-b" viewBox="0 0 1 1"><path d="M1"/></symbol>');
  });

  it('adds nothing when the page holds them all', () => {
    expect(missingSymbols(sprite, new Set(['icon-a', 'icon-b']))).toBe('');
  });
});
