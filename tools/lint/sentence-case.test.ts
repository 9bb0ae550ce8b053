import fs from 'node:fs';
import path from 'node:path';
import * as chatbotCopy from '../../shared/src/content/chatbot-copy';
import * as notFoundCopy from '../../shared/src/content/not-found-copy';
import * as shellCopy from '../../shared/src/content/shell-copy';
import * as toastCopy from '../../shared/src/content/toast-copy';
import * as uiCopy from '../../shared/src/content/ui-copy';
import { casingBreaks, moduleStrings } from './sentence-case';

// One casing for buttons and headings (sentence-case.ts says which): checked over the content
// modules, where every visible text lives.
const contentDir = path.resolve(__dirname, '../../shared/src/content');

/** Where a button's or a heading's text sits in a content record (a page's title in the browser tab is neither). */
const BUTTON_OR_HEADING = /(^|\.)(title|heading|[a-zA-Z]+(Title|Heading|Button|Cta)|cta[a-zA-Z]*|button[a-zA-Z]*|submit|(primary|secondary)\.label)$/;
const DOCUMENT_TITLE = /(^|\.)(siteRoutes\[\d+\]|meta)\.title$/;

describe('one casing for buttons and headings', () => {
  it('is sentence case; proper names and the SPEC\'s own strings keep their capitals', () => {
    expect(casingBreaks('Solicitar presupuesto')).toEqual([]);
    expect(casingBreaks('Solicitar Presupuesto')).toEqual([]); // SPEC §2, the projects page
    expect(casingBreaks('Solicitar Presupuesto Ahora')).toEqual(['Ahora']);
    expect(casingBreaks('Ver Más Proyectos')).toEqual(['Más', 'Proyectos']);
    expect(casingBreaks('Ir a Contacto')).toEqual(['Contacto']);
    expect(casingBreaks('Habla con NavegaBot sobre el Kit Digital')).toEqual([]);
    expect(casingBreaks('Paso 1: Análisis')).toEqual([]);
    expect(casingBreaks('Servicios de IT y CRM para pymes')).toEqual([]);
    expect(casingBreaks('Segmento IV: de 50 a 99 empleados')).toEqual([]);
    expect(casingBreaks('Fibra 1Gb + Móvil 150GB')).toEqual([]);
    expect(casingBreaks('© 2000 Navega Digital Soluciones S.L. Todos los derechos reservados.')).toEqual([]);
  });

  it('holds for every text of the shell, NavegaBot and the UI kit', () => {
    const all = Object.entries({ chatbotCopy, notFoundCopy, shellCopy, toastCopy, uiCopy }).flatMap(([name, m]) => moduleStrings(m, name));
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter(([, text]) => casingBreaks(text).length)).toEqual([]);
  });

  it('holds for the buttons and headings of every content module', async () => {
    const files = fs.readdirSync(contentDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const checked: [string, string][] = [];
    for (const file of files) {
      const strings = moduleStrings(await import(path.join(contentDir, file)), file.replace(/\.ts$/, ''));
      checked.push(...strings.filter(([at]) => BUTTON_OR_HEADING.test(at.replace(/\[\d+\]$/, '')) && !DOCUMENT_TITLE.test(at)));
    }
    expect(checked.length).toBeGreaterThan(300);
    expect(checked.filter(([, text]) => casingBreaks(text).length).map(([at, text]) => `${at}: ${text}`)).toEqual([]);
  });
});
