import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import FormsRoutes from './forms-routes';

const renderPath = (path: string) =>
  renderWithProviders(
    <Suspense fallback={<p>Cargando…</p>}>
      <FormsRoutes path={path} />
    </Suspense>,
    { route: path },
  );

// As after a client-side navigation: the form islands load at once instead of on a first interaction.
beforeEach(() => {
  document.documentElement.dataset.hydrated = 'true';
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('FormsRoutes', () => {
  it('shows the contact page at /contacto', async () => {
    renderPath('/contacto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hablemos de tu proyecto' }, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enviar mensaje' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the job application at /empleo, with one h1 about joining the team', async () => {
    renderPath('/empleo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Únete a nuestro equipo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Envía tu candidatura' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar candidatura' })).toBeInTheDocument();
  });
});
