import styled from 'styled-components';
import * as Dialog from '@radix-ui/react-dialog';
import type { ProjectVideo } from '@site/shared/schemas/project';
import { Icon } from '@site/shared/ui';
import { catalogImageUrl, CatalogImage } from '../common/catalog-image';

/** SPEC §8: text shown by browsers that cannot play the video. */
export const VIDEO_FALLBACK_TEXT = 'Tu navegador no soporta la reproducción de video.';

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
  &:hover { transform: translateY(-4px); box-shadow: ${(p) => p.theme.shadows.raised}; }
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
  strong { display: block; font-size: 1.125rem; color: ${(p) => p.theme.colors.ink}; margin-bottom: ${(p) => p.theme.space(1)}; }
  span { color: ${(p) => p.theme.colors.muted}; }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(2, 6, 23, 0.8);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 1001;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(960px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.ink};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadows.raised};
  video { display: block; width: 100%; aspect-ratio: 16 / 9; border-radius: ${(p) => p.theme.radii.md}; background: #000; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(4)};
  margin-bottom: ${(p) => p.theme.space(3)};
  h2 { color: ${(p) => p.theme.colors.onDark}; font-size: 1.25rem; margin: ${(p) => p.theme.space(2)} 0 0; }
  p { color: ${(p) => p.theme.colors.onDarkMuted}; margin: ${(p) => p.theme.space(1)} 0 0; }
`;

const Close = styled(Dialog.Close)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: ${(p) => p.theme.colors.onDark};
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.22); }
`;

/**
 * One video of the list and its modal player. Radix Dialog gives the focus trap, Escape, scroll
 * lock and focus return to the item; a pointer down on the backdrop (outside the content)
 * closes it, while clicks inside the player do not.
 */
function VideoItem({ video }: { video: ProjectVideo }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Item type="button">
          <Poster>
            <CatalogImage name={video.poster} alt="" width={800} height={500} sizes="(min-width: 1024px) 560px, 92vw" />
            <Icon name="play" />
          </Poster>
          <Text>
            <strong>{video.title}</strong>
            <span>{video.description}</span>
          </Text>
        </Item>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay data-testid="video-backdrop" />
        <Content>
          <Head>
            <div>
              <Dialog.Title>{video.title}</Dialog.Title>
              <Dialog.Description>{video.description}</Dialog.Description>
            </div>
            <Close aria-label="Cerrar vídeo">
              <Icon name="close" size={22} />
            </Close>
          </Head>
          <video controls preload="metadata" poster={catalogImageUrl(video.poster, 800)}>
            <source src={video.url} type={video.url.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
            {VIDEO_FALLBACK_TEXT}
          </video>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The detail page's video list: each item opens its video in a modal. */
export function VideoList({ videos }: { videos: readonly ProjectVideo[] }) {
  return (
    <List data-testid="video-list">
      {videos.map((v) => (
        <li key={v.url}>
          <VideoItem video={v} />
        </li>
      ))}
    </List>
  );
}
