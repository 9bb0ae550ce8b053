import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../workspaces';
import { FRAME, renderCanvas, renderTitleBadge, type CanvasImage, type TitleBadge } from './canvases';
import { CLIPS, type Clip, type Shot } from './scenes';
import { CROSSFADE, FPS, captionsVtt, clipSeconds, sceneTimes } from './timeline';

/**
 * `npx tsx tools/site/navegatime-videos/make-videos.ts`: films the NavegaTime demo clips from
 * the product's screens (a slow pan and zoom a scene, its title on screen, a dissolve between
 * scenes) and writes each as VP9 WebM and H.264 MP4 with its Spanish captions into
 * shared/public/video/. Needs Debian's ffmpeg; the files are committed, so the build does not.
 */
export const videoDir = path.join(repoRoot, 'shared/public/video');

/** How long a title takes to appear and to go, in seconds. */
const TITLE_FADE = 0.4;

const smoothstep = (t: number) => t * t * (3 - 2 * t);
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));

/** The camera at progress `t` (0 to 1) from one shot to the other, eased in and out. */
function shotAt(from: Shot, to: Shot, t: number): Shot {
  const e = smoothstep(clamp01(t));
  return { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e, w: from.w + (to.w - from.w) * e };
}

/** What the camera sees of a canvas, at the frame's size, as raw RGB. */
function film(canvas: CanvasImage, shot: Shot): Promise<Buffer> {
  const width = Math.round(shot.w * canvas.scale);
  const height = Math.round(((shot.w * FRAME.height) / FRAME.width) * canvas.scale);
  const left = Math.min(canvas.width - width, Math.max(0, Math.round(shot.x * canvas.scale)));
  const top = Math.min(canvas.height - height, Math.max(0, Math.round(shot.y * canvas.scale)));
  return sharp(canvas.data, { raw: { width: canvas.width, height: canvas.height, channels: 3 } })
    .extract({ left, top, width, height })
    .resize(FRAME.width, FRAME.height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** Lays an RGBA badge over an RGB frame, at `opacity`. */
function overlay(frame: Buffer, badge: TitleBadge, opacity: number) {
  if (opacity <= 0) return;
  for (let y = 0; y < badge.height; y++) {
    for (let x = 0; x < badge.width; x++) {
      const b = (y * badge.width + x) * 4;
      const a = (badge.data[b + 3] / 255) * opacity;
      if (a === 0) continue;
      const f = ((badge.top + y) * FRAME.width + badge.left + x) * 3;
      for (let c = 0; c < 3; c++) frame[f + c] = Math.round(frame[f + c] * (1 - a) + badge.data[b + c] * a);
    }
  }
}

/** `a` dissolving into `b`: `t` of the way. */
function dissolve(a: Buffer, b: Buffer, t: number): Buffer {
  const out = Buffer.alloc(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.round(a[i] * (1 - t) + b[i] * t);
  return out;
}

/** Every frame of a clip, in order, as raw RGB. */
async function* frames(clip: Clip): AsyncGenerator<Buffer> {
  const times = sceneTimes(clip);
  const canvases = await Promise.all(clip.scenes.map((s) => renderCanvas(clip, s.canvas)));
  let step = 0;
  const badges = await Promise.all(clip.scenes.map((s) => (s.title ? renderTitleBadge(s.title, ++step) : undefined)));
  const sceneFrame = async (i: number, t: number) => {
    const { start, end } = times[i];
    const scene = clip.scenes[i];
    const frame = await film(canvases[i], shotAt(scene.from, scene.to, (t - start) / (end - start)));
    const badge = badges[i];
    // The title comes in once the dissolve is over and goes before the next one starts.
    if (badge) overlay(frame, badge, clamp01(Math.min(t - start - CROSSFADE, end - CROSSFADE - t) / TITLE_FADE));
    return frame;
  };
  const total = Math.round(clipSeconds(clip) * FPS);
  for (let f = 0; f < total; f++) {
    const t = f / FPS;
    const active = times.flatMap((time, i) => (t >= time.start && t < time.end ? [i] : []));
    const [first, second] = await Promise.all(active.map((i) => sceneFrame(i, t)));
    yield second ? dissolve(first, second, (t - times[active[1]].start) / CROSSFADE) : first;
  }
}

/**
 * One ffmpeg run, two files: VP9 WebM (constant quality) and H.264 MP4 (yuv420p, `faststart`
 * so the player can start before the whole file is in). Silent; no metadata or encoder tags.
 */
function encode(clip: Clip): { stdin: NodeJS.WritableStream; done: Promise<void> } {
  const out = (ext: string) => path.join(videoDir, `${clip.name}.${ext}`);
  const common = ['-an', '-pix_fmt', 'yuv420p', '-g', String(FPS * 2), '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'];
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FRAME.width}x${FRAME.height}`, '-r', String(FPS), '-i', '-',
      ...common, '-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', out('webm'),
      ...common, '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '27', '-profile:v', 'high', '-movflags', '+faststart', out('mp4'),
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', (error) => reject(new Error(`ffmpeg did not start (apt-get install ffmpeg): ${error.message}`)));
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed for ${clip.name} (exit ${code})`))));
  });
  return { stdin: ffmpeg.stdin, done };
}

async function makeClip(clip: Clip) {
  const started = Date.now();
  const { stdin, done } = encode(clip);
  for await (const frame of frames(clip)) {
    if (!stdin.write(frame)) await new Promise((resolve) => stdin.once('drain', resolve));
  }
  stdin.end();
  await done;
  fs.writeFileSync(path.join(videoDir, `${clip.name}.es.vtt`), captionsVtt(clip));
  const size = (ext: string) => `${(fs.statSync(path.join(videoDir, `${clip.name}.${ext}`)).size / 1024).toFixed(0)} KB`;
  console.log(`[videos] ${clip.name}: ${clipSeconds(clip)} s, webm ${size('webm')}, mp4 ${size('mp4')}, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (require.main === module) {
  (async () => {
    fs.mkdirSync(videoDir, { recursive: true });
    const only = process.argv[2];
    for (const clip of CLIPS.filter((c) => !only || c.name === only)) await makeClip(clip);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
