import { legalDocumentSchema } from '../schemas/legal';
import { PRIVACY_POLICY_VERSION } from '../schemas/leads';
import { PRIVACY_POLICY_VERSION as PAGE_VERSION } from './privacy-policy';
import { cookiePolicy, privacyPolicy, termsAndConditions } from './legal';
import { company } from './company';

const text = (d: unknown) => JSON.stringify(d);

describe('legal texts (SPEC §2 Legal pages, §9)', () => {
  it('parses the three documents and names the company', () => {
    for (const d of [privacyPolicy, cookiePolicy, termsAndConditions]) {
      expect(legalDocumentSchema.safeParse(d).success).toBe(true);
      expect(text(d)).toContain(company.legalName);
    }
    for (const v of [company.taxId, company.email, company.address.street]) {
      expect(text(privacyPolicy)).toContain(v);
      expect(text(termsAndConditions)).toContain(v);
    }
  });

  it('shows the policy version that consents are recorded with', () => {
    expect(PAGE_VERSION).toBe(PRIVACY_POLICY_VERSION);
    expect(text(privacyPolicy)).toContain(`versión ${PRIVACY_POLICY_VERSION}`);
  });

  it('states the retention periods, the rights and the consent version', () => {
    const t = text(privacyPolicy);
    for (const v of ['relación comercial y 6 años', '3 años', 'un máximo de 2 años', 'un máximo de 1 año', PRIVACY_POLICY_VERSION, 'currículum', 'aepd.es']) expect(t).toContain(v);
    for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Limitación', 'Portabilidad']) expect(t).toContain(right);
  });

  it('describes the cookie types, both consent keys and third-party durations', () => {
    const t = text(cookiePolicy);
    for (const v of ['Técnicas (necesarias)', 'Analíticas', 'De personalización', 'cookies-accepted', 'cookies-rejected', '2 años', '1 año', 'Sesión']) expect(t).toContain(v);
  });

  it('sets payment at 30 days from the invoice date, in euros', () => {
    const t = text(termsAndConditions);
    expect(t).toContain('30 días desde la fecha de la factura');
    expect(t).toContain('euros');
  });

  it('rejects a table row with the wrong number of cells', () => {
    const broken = {
      ...cookiePolicy,
      sections: [{ id: 'x', heading: 'Tabla', blocks: [{ type: 'table', caption: 'Tabla', head: ['A', 'B'], rows: [['solo una']] }] }, ...cookiePolicy.sections],
    };
    expect(legalDocumentSchema.safeParse(broken).success).toBe(false);
  });
});
