import { z } from 'zod';
import { CV_MAX_BYTES, EXPERIENCE_RANGES } from '../schemas/lead-rules';
import { formsCopy } from './forms-copy';

/** Every leaf of the copy is a string with words in it: no empty label slips through. */
function leaves(value: unknown, path = 'formsCopy'): Array<[string, unknown]> {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [[path, value]];
}

describe('formsCopy', () => {
  it('has no empty or non-text entry', () => {
    const text = z.string().refine((s) => s.trim().length > 0, 'empty');
    for (const [path, value] of leaves(formsCopy)) {
      expect({ path, ok: text.safeParse(value).success }).toEqual({ path, ok: true });
    }
  });

  it("uses the SPEC §4/§8 texts word for word", () => {
    expect(formsCopy.notices).toEqual({
      contactSuccess: 'Mensaje enviado correctamente',
      applicationSuccess: '¡Mensaje enviado correctamente!',
      successFallback: 'Te contactaremos pronto.',
      failureTitle: 'Error al enviar el mensaje',
      failureFallback: 'Ha ocurrido un error. Inténtalo de nuevo.',
    });
    expect(formsCopy.contact.form.submitting).toBe('Enviando...');
    expect(formsCopy.job.form.submitting).toBe('Enviando candidatura...');
    expect(formsCopy.job.cv.selected).toBe('Archivo seleccionado correctamente');
  });

  it('states the CV limit the picker enforces (SPEC §9: 5 MB; .pdf, .doc, .docx)', () => {
    expect(CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(formsCopy.job.cv.tooLarge).toBe('El archivo supera el tamaño máximo de 5 MB');
    expect(formsCopy.job.cv.hint).toContain('5 MB');
    for (const format of ['PDF', 'DOC', 'DOCX']) expect(formsCopy.job.cv.wrongType).toContain(format);
  });

  it('labels every experience range of SPEC §3 in Spanish', () => {
    expect(Object.keys(formsCopy.job.form.experience.options)).toEqual([...EXPERIENCE_RANGES]);
    expect(formsCopy.job.form.experience.options['0-1']).toBe('0-1 años');
  });

  it('promises what SPEC §1 claims on the contact page: reply within 24 hours, first consultation free', () => {
    const titles = formsCopy.contact.promises.map((p) => p.title);
    expect(titles).toEqual(['Respuesta en 24 horas', 'Primera consulta gratuita']);
  });
});
