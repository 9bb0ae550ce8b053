import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ProjectVideo } from '@site/shared/schemas/project';
import { afterNextPaint, Dialog, DialogDescription, DialogTitle, Icon, mediaUp, openDialogProps, typeScale, canHover } from '@site/shared/ui';
import { catalogImageUrl, CatalogImage } from '../common/catalog-image';

/** SPEC §8: text shown by browsers that cannot play the video. */
export const VIDEO_FALLBACK_TEXT = 'Tu navegador no soporta la reproducción de video.';

/** Label of the captions track in the player's menu. */
export const CAPTIONS_LABEL = 'Español';

/** The id of a video's dialog, from its file name: `/video/navegatime-fichaje.mp4` → `video-navegatime-fichaje`. */
export function videoDialogId(video: ProjectVideo): string {
  const file = video.mp4.split('/').pop() ?? '';
  return `video-${file.replace(/\.[a-z0-9]+$/i, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
}

const List = styled.ul`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  max-width: 900px;
  list-style: none;
  margin: 0 auto;
  padding: 0;
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  text-align: left;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.card};
  overflow: hidden;
  cursor: pointer;
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  ${canHover} { &:hover { transform: translateY(-4px); box-shadow: ${(p) => p.theme.shadows.raised}; } }
`;

const Poster = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 8 / 5;
  /* Bottom-left, not centred: the posters carry their own headline in the middle-left. */
  > svg {
    position: absolute;
    left: ${(p) => p.theme.space(5)};
    bottom: ${(p) => p.theme.space(5)};
    width: 56px;
    height: 56px;
    padding: 16px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.brand};
    box-shadow: ${(p) => p.theme.shadows.raised};
  }
`;

const Text = styled.span`
  display: block;
  padding: ${(p) => p.theme.space(5)};
  strong { display: block; font-size: ${typeScale.lg}; color: ${(p) => p.theme.colors.ink}; margin-bottom: ${(p) => p.theme.space(1)}; }
  span { color: ${(p) => p.theme.colors.muted}; }
`;

// A dark frame, as a cinema: the player is the point.
const PlayerDialog = styled(Dialog)`
  && {
    background: ${(p) => p.theme.colors.ink};
    color: ${(p) => p.theme.colors.onDark};
  }
  /*
   * On a wide but short screen (1280 × 720) the player at the full 960 px was taller than the
   * screen and the dialog scrolled: the dialog narrows instead, so title, text and player fit
   * (the player is 7:5 from 1024 px up; about 230 px go to the head, the text and the margins).
   */
  ${mediaUp('large')} { && { max-width: min(960px, calc((100dvh - 230px) * 1.4 + 64px)); } }
  && > div { border-color: rgba(255, 255, 255, 0.12); }
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: ${typeScale.xl}; }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; margin-bottom: ${(p) => p.theme.space(3)}; }
  /*
   * Issue 28: captions a phone can read (15 px at 375 px, more on larger screens), never over the
   * picture's own text nor under the player's controls. The player is taller than the 16:9
   * picture, which sits at its top: the black band below it, as in a cinema, holds the captions
   * (at the bottom, where WebVTT puts them by default) and the controls, and the picture stays
   * clear. The band is at least 109 px at every width (two or three caption lines and the controls).
   */
  video {
    display: block;
    width: 100%;
    aspect-ratio: 1 / 1;
    object-fit: contain;
    object-position: top;
    border-radius: ${(p) => p.theme.radii.md};
    background: #000;
  }
  ${mediaUp('small')} { video { aspect-ratio: 4 / 3; } }
  ${mediaUp('large')} { video { aspect-ratio: 7 / 5; } }
  video::cue { font-size: 15px; line-height: 1.35; background: rgba(0, 0, 0, 0.85); color: #fff; }
  ${mediaUp('small')} { video::cue { font-size: 18px; } }
  ${mediaUp('large')} { video::cue { font-size: 20px; } }
`;

/**
 * One video of the list: a button that opens its own dialog with the player, natively (invoker
 * command), so it works before hydration and without JavaScript; the visitor then presses play.
 * With script the video starts when its dialog opens and pauses when it closes.
 */
function VideoItem({ video }: { video: ProjectVideo }) {
  const id = videoDialogId(video);
  const player = useRef<HTMLVideoElement>(null);
  /*
   * Issue 34: Chromium builds a player's own controls (their style sheet and a dozen SVG icons)
   * the first time they show, about 100 ms of a phone's main thread at 4×, inside the tap that
   * opened the dialog. The page's HTML has them (without script they are the only way to play);
   * with script they come with the frame after the dialog shows, and the video starts then.
   */
  const [controls, setControls] = useState(true);
  useEffect(() => {
    if (!player.current?.closest('dialog')?.open) setControls(false);
  }, []);
  // Stable, so the dialog subscribes to its `toggle` event once.
  const playWhileOpen = useCallback((open: boolean) => {
    const media = player.current;
    if (!media) return;
    // play() is refused when the file cannot load or the browser blocks it: the controls stay there.
    // Started after the frame that shows the dialog: starting the media takes a long task on a phone.
    if (open) {
      afterNextPaint(() => {
        if (!media.closest('dialog')?.open) return;
        setControls(true);
        media.play().catch(() => undefined);
      });
    } else media.pause();
  }, []);
  return (
    <>
      <Item {...openDialogProps(id)}>
        <Poster>
          <CatalogImage name={video.poster} alt="" width={800} height={500} sizes="(min-width: 1024px) 560px, 92vw" />
          <Icon name="play" />
        </Poster>
        <Text>
          <strong>{video.title}</strong>
          <span>{video.description}</span>
        </Text>
      </Item>
      <PlayerDialog id={id} labelledBy={`${id}-titulo`} describedBy={`${id}-descripcion`} maxWidth={960} onToggle={playWhileOpen} title={<DialogTitle id={`${id}-titulo`}>{video.title}</DialogTitle>}>
        <DialogDescription id={`${id}-descripcion`}>{video.description}</DialogDescription>
        {/* WebM first: the browser takes the first source it can play, and Chromium without
            H.264 (Debian's) plays only VP9. The clips are silent; the captions say what each scene shows. */}
        <video ref={player} controls={controls} preload="none" poster={catalogImageUrl(video.poster, 800)}>
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
          <track kind="captions" src={video.captions} srcLang="es" label={CAPTIONS_LABEL} default />
          {VIDEO_FALLBACK_TEXT}
        </video>
      </PlayerDialog>
    </>
  );
}

/** The detail page's video list: each item opens its video in a modal. */
export function VideoList({ videos }: { videos: readonly ProjectVideo[] }) {
  return (
    <List data-testid="video-list">
      {videos.map((v) => (
        <li key={v.mp4}>
          <VideoItem video={v} />
        </li>
      ))}
    </List>
  );
}
