import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@site/shared/ui';
import { renderWithProviders } from '@site/shared/testing';
import { findProjectPage } from '@site/shared/content/project-detail';
import { CAPTIONS_LABEL, VideoList, VIDEO_FALLBACK_TEXT, videoDialogId } from './video-list';

// jsdom has no invoker commands and no showModal(): these tests check the markup the browser
// opens natively, and the script's reaction to the dialog's `toggle` event. The browser
// behaviour is in e2e/field-catalog-kit.spec.ts.

const { videos } = findProjectPage('/projects/navegatime')!;

/** Each video's button and the dialog it opens (its `commandfor`). */
function renderList() {
  renderWithProviders(<VideoList videos={videos} />);
  return videos.map((video) => {
    const trigger = screen.getByRole('button', { name: new RegExp(video.title) });
    const dialog = document.getElementById(trigger.getAttribute('commandfor') ?? '')!;
    return { video, trigger, dialog };
  });
}

/** What the browser does when the dialog opens or closes: the `open` attribute, then `toggle`. */
function toggle(dialog: HTMLElement, open: boolean) {
  act(() => {
    dialog.toggleAttribute('open', open);
    dialog.dispatchEvent(new Event('toggle'));
  });
}

describe('project video dialogs', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives each video a button that opens its own prerendered dialog as a modal', () => {
    const items = renderList();
    expect(new Set(items.map(({ dialog }) => dialog.id)).size).toBe(videos.length);
    for (const { video, trigger, dialog } of items) {
      expect(dialog.id).toBe(videoDialogId(video));
      expect(dialog.id).toMatch(/^video-[a-z0-9-]+$/);
      expect(trigger).toHaveAttribute('type', 'button');
      expect(trigger).toHaveAttribute('commandfor', dialog.id);
      expect(trigger).toHaveAttribute('command', 'show-modal');
      expect(dialog.tagName).toBe('DIALOG');
      expect(dialog).not.toHaveAttribute('open');
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent(video.title);
      expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(video.description);
      // A click on the backdrop closes it natively; the corner button closes it too.
      expect(dialog).toHaveAttribute('closedby', 'any');
      const close = within(dialog).getByRole('button', { name: 'Cerrar', hidden: true });
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
    }
  });

  it("holds a player that loads nothing until played, with the video's sources, captions and the fallback text", () => {
    for (const { video, dialog } of renderList()) {
      const player = dialog.querySelector('video')!;
      expect(player).toHaveAttribute('preload', 'none');
      expect(player.getAttribute('poster')).toMatch(new RegExp(`/${video.poster}-800\\.webp$`));
      // The browser plays the first source it can: VP9 WebM before H.264 MP4.
      expect([...player.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
        [video.webm, 'video/webm'],
        [video.mp4, 'video/mp4'],
      ]);
      const captions = player.querySelectorAll('track');
      expect(captions).toHaveLength(1);
      expect(captions[0]).toHaveAttribute('kind', 'captions');
      expect(captions[0]).toHaveAttribute('src', video.captions);
      expect(captions[0]).toHaveAttribute('srclang', 'es');
      expect(captions[0]).toHaveAttribute('label', CAPTIONS_LABEL);
      expect(captions[0]).toHaveAttribute('default');
      expect(player).toHaveTextContent(VIDEO_FALLBACK_TEXT);
    }
  });

  it("has the player's controls in the page's HTML (without script, the way to play); with script they come with its dialog's opening", async () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <VideoList videos={videos} />
      </ThemeProvider>,
    );
    expect(html.match(/<video[^>]*\scontrols=""/g)).toHaveLength(videos.length);

    const [first] = renderList();
    const player = first.dialog.querySelector('video')!;
    // Closed, no controls to build (issue 34: they cost the opening tap ~100 ms on a phone).
    expect(player).not.toHaveAttribute('controls');
    toggle(first.dialog, true);
    await waitFor(() => expect(player).toHaveAttribute('controls'));
  });

  it('plays the video when its dialog opens (after the frame that shows it) and pauses it when it closes', async () => {
    const [first, second] = renderList();
    const firstPlayer = first.dialog.querySelector('video');

    toggle(first.dialog, true);
    // Open, it is the modal named after its video.
    expect(screen.getByRole('dialog', { name: first.video.title })).toBe(first.dialog);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(play.mock.contexts[0]).toBe(firstPlayer);
    expect(pause).not.toHaveBeenCalled();

    toggle(first.dialog, false);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(pause.mock.contexts[0]).toBe(firstPlayer);

    // The other video's dialog drives its own player only.
    toggle(second.dialog, true);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(play.mock.contexts[1]).toBe(second.dialog.querySelector('video'));
  });

  it('leaves no unhandled error when the browser refuses to play (the visitor presses play)', async () => {
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    const [first] = renderList();
    toggle(first.dialog, true);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    toggle(first.dialog, false);
    expect(pause).toHaveBeenCalledTimes(1);
  });
});
