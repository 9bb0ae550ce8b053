import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { ImageCarousel } from './image-carousel';

const images = [
  { name: 'uno', alt: 'Primera captura' },
  { name: 'dos', alt: 'Segunda captura' },
  { name: 'tres', alt: 'Tercera captura' },
];

describe('project image carousel', () => {
  it('has no arrows with a single image', () => {
    renderWithProviders(<ImageCarousel images={images.slice(0, 1)} label="Capturas" />);
    expect(screen.getByRole('img', { name: 'Primera captura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imagen anterior' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imagen siguiente' })).not.toBeInTheDocument();
  });

  it('moves with the arrows and wraps around at both ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImageCarousel images={images} label="Capturas" />);
    const next = screen.getByRole('button', { name: 'Imagen siguiente' });
    const prev = screen.getByRole('button', { name: 'Imagen anterior' });

    await user.click(prev);
    expect(screen.getByRole('img', { name: 'Tercera captura' })).toBeInTheDocument();
    expect(screen.getByText('Imagen 3 de 3')).toBeInTheDocument();

    await user.click(next);
    expect(screen.getByRole('img', { name: 'Primera captura' })).toBeInTheDocument();
    await user.click(next);
    await user.click(next);
    expect(screen.getByRole('img', { name: 'Tercera captura' })).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByRole('img', { name: 'Primera captura' })).toBeInTheDocument();
    expect(screen.getByText('Imagen 1 de 3')).toBeInTheDocument();
  });
});
