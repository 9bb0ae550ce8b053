import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '@site/shared/testing';
import { kitSolutions } from '@site/shared/content/kit-digital';
import KitDigitalRoutes from './kit-digital-routes';

const show = (path: string) =>
  renderWithProviders(
    <Suspense fallback="cargando">
      <KitDigitalRoutes path={path} />
    </Suspense>,
    { route: path },
  );

describe('kit_digital routes', () => {
  it.each([
    ['/agentes-digitalizadores', 'Agentes Digitalizadores del Kit Digital'],
    ['/kit-digital', 'Kit Digital: qué es y cómo funciona'],
    ...kitSolutions.map((s) => [s.path, s.category]),
  ])('%s shows its page', async (path, title) => {
    show(path);
    // The first import of a page chunk is slow under jest; later ones are cached.
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = show('/kit/unknown');
    expect(container).toBeEmptyDOMElement();
  });
});
