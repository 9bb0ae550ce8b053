import fs from 'node:fs';
import path from 'node:path';
import { projectDetailSchema } from '../schemas/project';
import { navegatimeDetail } from './project-detail';
import { projects } from './projects';
import { company } from './company';

const imgDir = path.resolve(__dirname, '../../public/img/catalog');

describe('project detail (SPEC §3 Project detail record)', () => {
  it('parses and carries the SPEC fields', () => {
    expect(projectDetailSchema.safeParse(navegatimeDetail).success).toBe(true);
    expect(navegatimeDetail).toMatchObject({
      category: 'Software Empresarial',
      duration: 'En curso',
      technologies: ['React', 'Node.js', 'Android', 'iOS'],
      liveUrl: company.products.timeTracking,
    });
  });

  it('is the page the NavegaTime project links to', () => {
    expect(projects.some((p) => p.projectUrl === navegatimeDetail.path)).toBe(true);
  });

  it('has several paragraphs, more than one image and videos with posters', () => {
    expect(navegatimeDetail.fullDescription.split(/\n\s*\n/).length).toBeGreaterThan(1);
    expect(navegatimeDetail.images.length).toBeGreaterThan(1);
    expect(navegatimeDetail.videos.length).toBeGreaterThan(0);
    const names = [...navegatimeDetail.images.map((i) => i.name), ...navegatimeDetail.videos.map((v) => v.poster)];
    for (const n of names) for (const w of [400, 800]) expect(fs.existsSync(path.join(imgDir, `${n}-${w}.webp`))).toBe(true);
  });
});
