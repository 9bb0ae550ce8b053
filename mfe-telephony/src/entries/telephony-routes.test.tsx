import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import TelephonyRoutes from './telephony-routes';

jest.setTimeout(20_000);

describe('telephony routes', () => {
  it.each([
    ['/telefonia', 'Telefonía'],
    ['/telefonia-empresarial', 'Telefonía empresarial que trabaja para tu negocio'],
  ])('renders %s with its h1', async (path, title) => {
    // The shell wraps remotes in Suspense the same way; the first lazy load compiles the page.
    renderWithProviders(
      <Suspense fallback={null}>
        <TelephonyRoutes path={path} />
      </Suspense>,
      { route: path },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('renders nothing for a path it does not own', () => {
    const { container } = renderWithProviders(<TelephonyRoutes path="/contacto" />);
    expect(container).toBeEmptyDOMElement();
  });
});
