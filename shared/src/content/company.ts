import type { Company } from '../schemas/company';

/**
 * The company's facts, in one place. Values marked WORKING VALUE are stand-ins the SPEC does
 * not give (name, phones, address, e-mail, external URLs): replace each with the real one here.
 * Checked against `companySchema` by company.test.ts (not at run time: zod stays out of the pages).
 */
export const company = {
  name: 'Navega Digital', // WORKING VALUE: the company's trading name
  legalName: 'Navega Digital Soluciones S.L.', // WORKING VALUE: the registered name for legal pages
  taxId: 'B00000000', // WORKING VALUE: CIF shown on the legal notice
  tagline: 'Consultoría IT y desarrollo de software',
  phone: { display: '965 00 00 00', tel: '+34965000000' }, // WORKING VALUE: main line
  mobile: { display: '600 00 00 00', tel: '+34600000000' }, // WORKING VALUE: mobile and WhatsApp
  whatsappUrl: 'https://wa.me/34600000000', // WORKING VALUE: follows the mobile number
  email: 'info@navegadigital.example', // WORKING VALUE: public contact address
  address: {
    street: 'Calle Ejemplo, 1', // WORKING VALUE
    postalCode: '03203', // WORKING VALUE
    city: 'Elche',
    province: 'Alicante',
    country: 'ES',
  },
  geo: { lat: 38.2669, lng: -0.6983 }, // WORKING VALUE: centre of Elche until the real address is set
  hours: { label: 'Lunes a Viernes 7:00-15:00', days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '15:00' },
  siteUrl: 'https://www.navegadigital.example', // WORKING VALUE: the public origin used in canonical URLs
  social: {
    linkedin: 'https://www.linkedin.com/company/navegadigital', // WORKING VALUE
    facebook: 'https://www.facebook.com/navegadigital', // WORKING VALUE
    instagram: 'https://www.instagram.com/navegadigital', // WORKING VALUE
  },
  products: {
    timeTracking: 'https://navegatime.example', // WORKING VALUE: external time-tracking product
    invoicing: 'https://factura.navegadigital.example/registro', // WORKING VALUE: invoicing sign-up for new users
  },
  foundedYear: 2000,
  businessesDigitalised: 100, // SPEC §1: "more than 100 businesses digitalised"
} satisfies Company;

/** "965 00 00 00" as a tel: link target. */
export const phoneHref = `tel:${company.phone.tel}`;
export const mobileHref = `tel:${company.mobile.tel}`;
export const emailHref = `mailto:${company.email}`;
export const fullAddress = `${company.address.street}, ${company.address.postalCode} ${company.address.city} (${company.address.province})`;
