import type { Clip } from './scenes';

/** Frames per second of every clip. */
export const FPS = 25;
/** How long one scene dissolves into the next, in seconds. */
export const CROSSFADE = 0.5;

/** When each scene starts and ends, in seconds: each overlaps the next by the crossfade. */
export function sceneTimes(clip: Clip): { start: number; end: number }[] {
  let start = 0;
  return clip.scenes.map((scene) => {
    const times = { start, end: start + scene.seconds };
    start = times.end - CROSSFADE;
    return times;
  });
}

/** The clip's length in seconds. */
export const clipSeconds = (clip: Clip) => sceneTimes(clip).at(-1)!.end;

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * The clip's Spanish captions as WebVTT: one cue a scene, from the middle of the dissolve that
 * brings it in to the middle of the one that takes it away, so no two cues overlap.
 */
export function captionsVtt(clip: Clip): string {
  const times = sceneTimes(clip);
  const cues = clip.scenes.map((scene, i) => {
    const start = i === 0 ? 0 : times[i].start + CROSSFADE / 2;
    const end = i === times.length - 1 ? times[i].end : times[i].end - CROSSFADE / 2;
    return `${i + 1}\n${stamp(start)} --> ${stamp(end)}\n${scene.caption}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}
