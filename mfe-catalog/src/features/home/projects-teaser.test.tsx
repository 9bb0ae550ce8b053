import { screen } from '@testing-library/react';
import { renderWithProviders } from '@site/shared/testing';
import { projects } from '@site/shared/content/projects';
import { ProjectsTeaser } from './projects-teaser';

describe('home projects teaser', () => {
  it('renders four cards, the fourth only for 768–1023 px windows', () => {
    renderWithProviders(<ProjectsTeaser />);
    // All four are in the HTML (prerender and hydration match)…
    const cards = screen.getAllByRole('article', { hidden: true });
    expect(cards).toHaveLength(4);
    // …but jsdom applies no media query, like a window outside 768–1023 px: three are visible.
    expect(screen.getAllByRole('article')).toEqual(cards.slice(0, 3));
    expect(cards[3]).not.toBeVisible();
    expect(cards.map((c) => c.querySelector('h3')!.textContent)).toEqual(projects.slice(0, 4).map((p) => p.title));
    const items = cards.map((c) => c.closest('li')!);
    expect(items.slice(0, 3).every((li) => !li.hasAttribute('data-medium-only'))).toBe(true);
    expect(items[3]).toHaveAttribute('data-medium-only');
    // The rule that shows it exists only in the medium range; everywhere else it is hidden.
    const css = Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('');
    expect(css).toMatch(/li\[data-medium-only\]\{display:none;\}/);
    expect(css).toMatch(/@media \(min-width: 768px\) and \(max-width: 1023\.98px\)\{[^}]*li\[data-medium-only\]\{display:block;\}/);
  });

  it('links to the full portfolio', () => {
    renderWithProviders(<ProjectsTeaser />);
    expect(screen.getByRole('link', { name: 'Ver más proyectos' })).toHaveAttribute('href', '/proyectos');
  });
});
