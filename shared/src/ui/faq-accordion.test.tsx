import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: '¿Puedo mantener mis números actuales?', answer: 'Sí, hacemos la portabilidad de todas tus líneas sin cortes.' },
  { question: '¿Cuánto tarda la instalación?', answer: 'Entre una y dos semanas desde la firma del contrato.' },
];

describe('FaqAccordion', () => {
  it('shows the questions, each opening and closing its own answer, without any script of ours', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqAccordion items={items} />);
    // Native disclosure widgets: the browser opens them (by mouse and keyboard), so they work in the prerendered page.
    expect(container.querySelectorAll('details > summary')).toHaveLength(2);
    const [first, second] = items.map((item) => screen.getByText(item.question));
    expect(screen.getByText(items[0].answer)).not.toBeVisible();
    expect(screen.getByText(items[1].answer)).not.toBeVisible();

    await user.click(first);
    expect(screen.getByText(items[0].answer)).toBeVisible();
    expect(screen.getByText(items[1].answer)).not.toBeVisible();

    await user.click(second);
    expect(screen.getByText(items[1].answer)).toBeVisible();
    await user.click(first);
    expect(screen.getByText(items[0].answer)).not.toBeVisible();
  });

  it('keeps its chevron out of the question a screen reader reads', () => {
    renderWithProviders(<FaqAccordion items={items} />);
    const summary = screen.getByText(items[0].question);
    expect(summary.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(summary).toHaveTextContent(/^¿Puedo mantener mis números actuales\?$/);
  });
});
