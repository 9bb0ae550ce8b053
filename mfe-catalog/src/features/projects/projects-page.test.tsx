import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import ProjectsPage from './projects-page';

const cards = () => within(screen.getAllByRole('list').find((l) => l.tagName === 'UL' && l.querySelector('article'))!).getAllByRole('article');
const button = (name: string) => screen.getByRole('button', { name });

describe('/proyectos filter', () => {
  it('shows all 18 projects with "Todos" pressed at first', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    expect(cards()).toHaveLength(18);
    expect(button('Todos')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Páginas Web')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 18 proyectos');
  });

  it.each([
    ['Softwares a Medida', 1],
    ['Páginas Web', 11],
    ['Redes Sociales', 6],
    ['Todos', 18],
  ])('"%s" shows %i projects and is the only pressed button', async (label, count) => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    if (label !== 'Todos') await user.click(button('Redes Sociales'));
    await user.click(button(label));
    expect(cards()).toHaveLength(count);
    const pressed = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed.map((b) => b.textContent)).toEqual([label]);
  });

  it('shows NavegaTime under "Softwares a Medida" with a link to its detail page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    await user.click(button('Softwares a Medida'));
    const [card] = cards();
    expect(within(card).getByRole('heading', { name: 'NavegaTime' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ver proyecto/ })).toHaveAttribute('href', '/projects/navegatime');
  });

  it('opens social profiles in a new tab and shows at most four technologies per card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    await user.click(button('Redes Sociales'));
    for (const card of cards()) {
      const link = within(card).getByRole('link', { name: /Ver en Instagram/ });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\//);
      expect(within(within(card).getByRole('list', { name: 'Tecnologías' })).getAllByRole('listitem').length).toBeLessThanOrEqual(4);
      // Instagram is in the SPEC's icon map (an icon), Canva is not (text).
      expect(within(card).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
    }
  });

  it('closes with the two calls to action to /contacto', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    expect(screen.getByRole('link', { name: 'Solicitar Presupuesto' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: 'Consulta Gratuita' })).toHaveAttribute('href', '/contacto');
  });
});
