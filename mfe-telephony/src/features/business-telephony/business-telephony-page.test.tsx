import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import BusinessTelephonyPage from './business-telephony-page';

describe('business telephony page', () => {
  it('presents the services under one h1, with headings in order', () => {
    renderWithProviders(<BusinessTelephonyPage />, { route: '/telefonia-empresarial' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const service of ['Centralita virtual', 'Líneas fijas', 'Líneas móviles', 'Fibra para oficinas']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: /La red de O2/ })).toBeInTheDocument();
  });

  it('walks through the four process steps and answers common questions', () => {
    renderWithProviders(<BusinessTelephonyPage />);
    const steps = screen.getAllByRole('heading', { level: 3, name: /^Paso \d/ });
    expect(steps.map((s) => s.textContent)).toEqual(['Paso 1: Análisis', 'Paso 2: Propuesta', 'Paso 3: Instalación', 'Paso 4: Acompañamiento']);
    expect(screen.getByText('¿Puedo mantener mis números actuales?')).toBeInTheDocument();
  });

  it('labels its FAQ like every other FAQ of the site: eyebrow and title', () => {
    renderWithProviders(<BusinessTelephonyPage />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Lo que suelen preguntarnos' });
    expect(heading.previousElementSibling).toHaveTextContent('Preguntas frecuentes');
  });

  it('leads to the tariffs, a free consultation and the phone', () => {
    renderWithProviders(<BusinessTelephonyPage />);
    const tariffs = screen.getAllByRole('link', { name: 'Ver tarifas' });
    const consult = screen.getAllByRole('link', { name: 'Consulta Gratuita' });
    expect(tariffs.every((l) => l.getAttribute('href') === '/telefonia')).toBe(true);
    expect(consult.every((l) => l.getAttribute('href') === '/contacto')).toBe(true);
    expect(tariffs).toHaveLength(2); // hero and closing banner
    const banner = screen.getByRole('heading', { level: 2, name: '¿Hablamos de la telefonía de tu empresa?' }).parentElement!;
    expect(within(banner).getByRole('link', { name: /965 00 00 00/ })).toHaveAttribute('href', 'tel:+34965000000');
  });
});
