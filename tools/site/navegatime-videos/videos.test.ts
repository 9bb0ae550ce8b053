import fs from 'node:fs';
import path from 'node:path';
import { findProjectPage } from '@site/shared/content/project-detail';
import { videoDir } from './make-videos';
import { CLIPS } from './scenes';
import { captionsVtt, clipSeconds } from './timeline';

const navegatimeDetail = findProjectPage('/projects/navegatime')!;

/** What we ship per clip, at most (the commit carries the files). */
const MAX_BYTES = 1.5 * 1024 * 1024;
const publicFile = (urlPath: string) => path.join(videoDir, '..', urlPath);

/** `00:01:02.500` in seconds. */
const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The top-level boxes of an MP4, in file order. */
function mp4Boxes(file: Buffer): string[] {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= file.length; ) {
    const size = file.readUInt32BE(at);
    boxes.push(file.toString('latin1', at + 4, at + 8));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

describe('NavegaTime videos', () => {
  it('has a filmed clip of 10 to 20 seconds for every video of the project record', () => {
    for (const video of navegatimeDetail.videos) {
      const clip = CLIPS.find((c) => video.mp4 === `/video/${c.name}.mp4`);
      expect(clip?.title).toBe(video.title);
      expect([video.webm, video.captions]).toEqual([`/video/${clip!.name}.webm`, `/video/${clip!.name}.es.vtt`]);
      expect(clipSeconds(clip!)).toBeGreaterThanOrEqual(10);
      expect(clipSeconds(clip!)).toBeLessThanOrEqual(20);
    }
  });

  it('ships each clip as a small WebM and a streamable MP4 (its index before its data)', () => {
    for (const video of navegatimeDetail.videos) {
      const webm = fs.readFileSync(publicFile(video.webm));
      const mp4 = fs.readFileSync(publicFile(video.mp4));
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML, the WebM container
      const boxes = mp4Boxes(mp4);
      expect(boxes[0]).toBe('ftyp');
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      for (const file of [webm, mp4]) expect(file.length).toBeLessThan(MAX_BYTES);
    }
  });

  it('ships the captions of the scenes as filmed, one cue a scene, none overlapping', () => {
    for (const clip of CLIPS) {
      const vtt = fs.readFileSync(path.join(videoDir, `${clip.name}.es.vtt`), 'utf8');
      expect(vtt).toBe(captionsVtt(clip));
      const cues = [...vtt.matchAll(/^(\S+) --> (\S+)$/gm)].map((m) => [m[1], m[2]]);
      expect(cues).toHaveLength(clip.scenes.length);
      for (let i = 1; i < cues.length; i++) expect(cues[i][0]).toBe(cues[i - 1][1]);
      expect(seconds(cues[0][0])).toBe(0);
      expect(seconds(cues.at(-1)![1])).toBe(clipSeconds(clip));
    }
  });
});
