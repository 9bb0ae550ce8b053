import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from '@site/shared/router/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme/tokens';

export { deferred, fakeResponse, mockFetch, sentBody, type FetchAnswer } from './fetch-mock';

/** Renders a component as the site would: with the theme and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: RenderOptions & { route?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
    options,
  );
}
