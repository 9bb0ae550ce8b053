import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { projectCards as projects } from '@site/shared/content/project-cards.derived';
import ProjectsPage from './projects-page';
import { PROJECT_FILTERS, filterProjects, type ProjectFilter } from './project-filters';

// The filter is CSS (:has() on the checked radio); jsdom applies those rules to computed styles,
// so what is visible here is what the stylesheet shows. e2e/field-catalog-kit.spec.ts checks the
// same in a browser, without JavaScript and before hydration.

const projectList = () => screen.getAllByRole('list').find((l) => l.tagName === 'UL' && l.querySelector('article'))!;
const items = () => [...projectList().children] as HTMLLIElement[];
const radio = (name: string) => screen.getByRole('radio', { name });
const title = (item: HTMLElement) => within(item).getByRole('heading', { level: 2, hidden: true }).textContent;
const isVisible = (el: HTMLElement) => getComputedStyle(el).display !== 'none';
const visibleTitles = () => items().filter(isVisible).map(title);
const visibleStatus = () => [...screen.getByRole('status').children].filter((el) => isVisible(el as HTMLElement)).map((el) => el.textContent);

describe('/proyectos filter', () => {
  it('renders every project once, "Todos" checked, as radios named "filtro" with ids filtro-{filter}', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    expect(items().map(title)).toEqual(projects.map((p) => p.title));
    const group = screen.getByRole('group', { name: 'Filtrar proyectos por tipo' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.id)).toEqual(PROJECT_FILTERS.map((f) => `filtro-${f.id}`));
    expect(radios.every((r) => r.getAttribute('name') === 'filtro')).toBe(true);
    expect(radio('Todos')).toBeChecked();
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it.each(PROJECT_FILTERS.map((f) => [f.label, f.id] as const))(
    '"%s": each item says whether it shows and its position in that list',
    (_label, id: ProjectFilter) => {
      renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
      const expected = filterProjects(projects, id).map((p) => p.title);
      const tagged = items().filter((li) => li.dataset.filters!.split(' ').includes(id));
      expect(tagged.map(title).sort()).toEqual([...expected].sort());
      // The stagger follows the card's position in the filtered list, not in the whole list.
      for (const li of tagged) expect(li.style.getPropertyValue(`--i-${id}`)).toBe(String(expected.indexOf(title(li)!)));
      for (const li of items().filter((item) => !tagged.includes(item))) expect(li.style.getPropertyValue(`--i-${id}`)).toBe('');
    },
  );

  it('has one status line per filter with its count, in one status region', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    const lines = [...screen.getByRole('status').querySelectorAll<HTMLElement>('[data-status-for]')];
    expect(lines.map((l) => [l.dataset.statusFor, l.textContent])).toEqual([
      ['all', 'Mostrando 18 proyectos'],
      ['propios', 'Mostrando 1 proyecto'],
      ['webs', 'Mostrando 11 proyectos'],
      ['marketing', 'Mostrando 6 proyectos'],
    ]);
  });

  it.each([
    ['Softwares a Medida', 'propios', 'Mostrando 1 proyecto'],
    ['Páginas Web', 'webs', 'Mostrando 11 proyectos'],
    ['Redes Sociales', 'marketing', 'Mostrando 6 proyectos'],
    ['Todos', 'all', 'Mostrando 18 proyectos'],
  ] as const)('checking "%s" shows exactly its projects and its status line', async (label, id, status) => {
    const user = userEvent.setup();
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    expect(visibleTitles()).toHaveLength(projects.length);
    expect(visibleStatus()).toEqual(['Mostrando 18 proyectos']);
    const before = items();
    // Another filter first, so "Todos" is a change too.
    await user.click(radio('Redes Sociales'));
    await user.click(radio(label));
    expect(radio(label)).toBeChecked();
    expect(visibleTitles()).toEqual(filterProjects(projects, id).map((p) => p.title));
    expect(visibleStatus()).toEqual([status]);
    // Nothing was re-rendered: the same elements, shown or hidden by the stylesheet.
    expect(items()).toEqual(before);
  });

  it('loads only the first image eagerly', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    const loading = items().map((li) => li.querySelector('img')!.getAttribute('loading'));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true);
  });

  it('shows NavegaTime as own software with a link to its detail page', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    const [card] = items().filter((li) => li.dataset.filters!.split(' ').includes('propios'));
    expect(within(card).getByRole('heading', { name: 'NavegaTime' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ver proyecto/ })).toHaveAttribute('href', '/projects/navegatime');
  });

  it('opens social profiles in a new tab and shows at most four technologies per card', () => {
    renderWithProviders(<ProjectsPage />, { route: '/proyectos' });
    const social = items().filter((li) => li.dataset.filters!.split(' ').includes('marketing'));
    expect(social).toHaveLength(6);
    for (const card of social) {
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
