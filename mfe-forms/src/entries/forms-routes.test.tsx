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

describe('FormsRoutes', () => {
  it('shows the contact page at /contacto', async () => {
    renderPath('/contacto');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hablemos de tu proyecto' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });

  it('shows the job application at /empleo, with one h1 about joining the team', async () => {
    renderPath('/empleo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Únete a nuestro equipo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'Envía tu candidatura' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar candidatura' })).toBeInTheDocument();
  });
});
