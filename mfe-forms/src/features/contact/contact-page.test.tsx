import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { company, fullAddress } from '@site/shared/content/company';
import ContactPage from './contact-page';

// This module was loaded before any page was marked hydrated, as on a prerendered load: the
// form's code waits for the visitor's first interaction.
describe('ContactPage', () => {
  it('shows one h1, the contact details as working links, the form and the phone and WhatsApp banner', async () => {
    renderWithProviders(<ContactPage />, { route: '/contacto' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const details = screen.getByRole('region', { name: 'Datos de contacto' });
    expect(within(details).getByText(fullAddress)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: company.phone.display })).toHaveAttribute('href', `tel:${company.phone.tel}`);
    expect(within(details).getByRole('link', { name: company.mobile.display })).toHaveAttribute('href', `tel:${company.mobile.tel}`);
    expect(within(details).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(within(details).getByText('Lunes a Viernes 7:00-15:00')).toBeInTheDocument();

    // Not before the visitor interacts with the page…
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('form')).toBeNull();
    // …and then it comes.
    fireEvent.pointerOver(screen.getByRole('heading', { level: 1 }));
    expect(await screen.findByRole('form', { name: 'Envíanos un mensaje' }, { timeout: 8000 })).toHaveAttribute('id', 'contacto');
    expect(screen.getByRole('list', { name: 'Redes sociales' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Respuesta en 24 horas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Primera consulta gratuita' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: `Llamar al ${company.phone.display}` })).toHaveAttribute('href', `tel:${company.phone.tel}`);
    const whatsapp = screen.getByRole('link', { name: /Escribir por WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', company.whatsappUrl);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
