import { company } from './company';
import { companyWebApp } from './company-web-app';

describe('the web app names', () => {
  it('uses the trading name and a short name that fits under a home-screen icon', () => {
    expect(companyWebApp.name).toBe(company.name);
    expect(companyWebApp.shortName.length).toBeGreaterThan(1);
    expect(companyWebApp.shortName.length).toBeLessThanOrEqual(12);
  });
});
