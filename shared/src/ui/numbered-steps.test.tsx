import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { NumberedSteps } from './numbered-steps';

const steps = [
  { step: 1, title: 'Análisis', description: 'Estudiamos cómo usa tu empresa el teléfono hoy.' },
  { step: 2, title: 'Propuesta', description: 'Te proponemos las líneas y la centralita que encajan.' },
  { step: 3, title: 'Instalación', description: 'Lo dejamos todo funcionando sin cortes de servicio.' },
];

describe('NumberedSteps', () => {
  it('lists the steps in order, each heading read as "Paso n: …" at the level asked for', () => {
    renderWithProviders(<NumberedSteps steps={steps} headingLevel="h4" />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Paso 1: Análisis', 'Paso 2: Propuesta', 'Paso 3: Instalación']);
    expect(within(items[1]).getByText('Te proponemos las líneas y la centralita que encajan.')).toBeInTheDocument();
  });

  it('shows each big number to the eye only, and an icon where the step has one', () => {
    renderWithProviders(<NumberedSteps steps={[{ ...steps[0], icon: <svg data-testid="icono" aria-hidden="true" /> }, steps[1]]} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first).getByText('1', { exact: true })).toHaveAttribute('aria-hidden', 'true');
    expect(within(first).getByTestId('icono')).toBeInTheDocument();
    expect(within(second).queryByTestId('icono')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
