import { company } from './company';

/**
 * How the site names itself once saved to a phone's home screen (the web app manifest,
 * written by tools/site/write-site-assets.ts). The short name sits under the icon, where
 * launchers cut anything past about 12 characters.
 */
export const companyWebApp = {
  name: company.name,
  shortName: 'Navega', // WORKING VALUE: follows the trading name
  description: `${company.tagline} en ${company.address.city}`,
};
