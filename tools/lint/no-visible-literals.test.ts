import { openLinter } from './lint-texts';

// Visible text lives in content modules (issue 35, item 2): a literal a visitor reads or a screen
// reader says, written in a component's JSX, fails the lint; the same component reading its copy
// from a content module passes, and so do the technical strings JSX is full of.
const linter = openLinter();
afterAll(() => linter.close());

/** The site/no-visible-literals reports (line: text) for `code` linted as `file` with the repository's config. */
async function literalReports(file: string, code: string): Promise<string[]> {
  const messages = await linter.lint(file, code);
  const other = messages.filter((m) => m.ruleId !== 'site/no-visible-literals');
  if (other.length) throw new Error(`unexpected lint messages: ${other.map((m) => `${m.ruleId ?? ''} ${m.message}`).join('; ')}`);
  return messages.map((m) => `${m.line}: ${m.message.match(/"([^"]*)"\s*(?:in JSX|:)/)?.[1] ?? m.message}`);
}

const violation = `import { Link } from '@site/shared/router';
import { company } from '@site/shared/content/company';

const links = [{ to: '/servicios', label: 'Servicios' }];

export function Banner({ open }: { open: boolean }) {
  return (
    <section aria-label="Aviso de cookies" title={\`Hola, \${company.name}\`}>
      <h2>Usamos cookies</h2>
      <img src="/img/mapa.webp" alt="Mapa de la oficina" />
      <input type="text" placeholder="Escribe tu pregunta..." enterKeyHint="send" />
      <button type="button" aria-label={open ? 'Cerrar menú' : 'Abrir menú'}>{'Aceptar'}</button>
      {links.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
    </section>
  );
}
`;

const fixed = `import { Link } from '@site/shared/router';
import { company } from '@site/shared/content/company';
import { bannerCopy, bannerLinks } from '@site/shared/content/banner-copy';

export function Banner({ open }: { open: boolean }) {
  return (
    <section className="cookie-banner" id="aviso" data-testid="cookie-banner" aria-label={bannerCopy.region} title={bannerCopy.greeting(company.name)}>
      <h2>{bannerCopy.title}</h2>
      <img src="/img/mapa.webp" alt={bannerCopy.mapAlt} />
      <input type="text" name="question" autoComplete="off" placeholder={bannerCopy.placeholder} enterKeyHint="send" />
      <button type="button" aria-label={open ? bannerCopy.closeMenu : bannerCopy.openMenu}>{bannerCopy.accept}</button>
      <p aria-hidden="true">404 · {company.phone.display} → €</p>
      {bannerLinks.map((l) => <Link key={l.to} to={l.to}>{l.label}</Link>)}
    </section>
  );
}
`;

describe('site/no-visible-literals', () => {
  it('fails each visible literal of a shell component: text, attributes, a choice, a visible prop of a list', async () => {
    expect(await literalReports('shell/src/layout/sample-banner.tsx', violation)).toEqual([
      '4: Servicios',
      '8: Aviso de cookies',
      '8: Hola, …',
      '9: Usamos cookies',
      '10: Mapa de la oficina',
      '11: Escribe tu pregunta...',
      '12: Cerrar menú',
      '12: Abrir menú',
      '12: Aceptar',
    ]);
  });

  it('passes the same component reading its copy from a content module, with technical strings left as they are', async () => {
    expect(await literalReports('shell/src/layout/sample-banner.tsx', fixed)).toEqual([]);
  });

  it('covers every remote, NavegaBot and the UI kit too; content modules and tests are exempt', async () => {
    for (const remote of ['mfe-catalog', 'mfe-forms', 'mfe-kit-digital', 'mfe-telephony', 'mfe-chatbot']) {
      expect(await literalReports(`${remote}/src/features/sample/sample.tsx`, violation)).toHaveLength(9);
    }
    expect(await literalReports('shared/src/ui/sample.tsx', violation)).toHaveLength(9);
    expect(await literalReports('shared/src/content/sample-copy.ts', "export const sampleCopy = { label: 'Servicios', title: 'Usamos cookies' };\n")).toEqual([]);
    expect(await literalReports('shell/src/layout/sample-banner.test.tsx', violation)).toEqual([]);
  });
});
