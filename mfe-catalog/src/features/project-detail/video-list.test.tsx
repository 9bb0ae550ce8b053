import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@site/shared/testing';
import { navegatimeDetail } from '@site/shared/content/project-detail';
import { VideoList, VIDEO_FALLBACK_TEXT } from './video-list';

const [first] = navegatimeDetail.videos;

async function openFirst() {
  const user = userEvent.setup();
  renderWithProviders(<VideoList videos={navegatimeDetail.videos} />);
  const trigger = screen.getByRole('button', { name: new RegExp(first.title) });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: first.title }) };
}

describe('project video modal', () => {
  it('opens the clicked video in a player with the fallback text', async () => {
    const { dialog } = await openFirst();
    const video = dialog.querySelector('video')!;
    expect(video.querySelector('source')).toHaveAttribute('src', first.url);
    expect(video).toHaveTextContent(VIDEO_FALLBACK_TEXT);
  });

  it('stays open on a click inside and closes on the backdrop', async () => {
    const { user, dialog } = await openFirst();
    await user.click(within(dialog).getByRole('heading', { name: first.title }));
    await user.click(dialog.querySelector('video')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('video-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape, returning focus to the item', async () => {
    const { user, trigger, dialog } = await openFirst();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar vídeo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
