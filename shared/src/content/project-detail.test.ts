import fs from 'node:fs';
import path from 'node:path';
import { projectDetailSchema } from '../schemas/project';
import { findProjectPage, projectPages } from './project-detail';
import { projects } from './projects';
import { company } from './company';
import { findSiteRoute } from './site-routes';

const imgDir = path.resolve(__dirname, '../../public/img/catalog');
const navegatime = findProjectPage('/projects/navegatime')!;

describe('project detail (SPEC §3 Project detail record)', () => {
  it('parses and carries the SPEC fields', () => {
    expect(projectDetailSchema.safeParse(navegatime).success).toBe(true);
    expect(navegatime).toMatchObject({
      title: 'NavegaTime',
      category: 'Software Empresarial',
      duration: 'En curso',
      technologies: ['React', 'Node.js', 'Android', 'iOS'],
      liveUrl: company.products.timeTracking,
    });
  });

  it('is a page of each project record that has one, routed to the catalogue under Proyectos with its head', () => {
    expect(projectPages.map((p) => p.path)).toEqual(projects.filter((p) => p.page).map((p) => p.page!.path));
    for (const project of projects.filter((p) => p.page)) {
      expect(findSiteRoute(project.page!.path)).toEqual({
        path: project.page!.path,
        remote: 'catalog',
        section: '/proyectos',
        title: `${project.page!.meta.title} | ${company.name}`,
        description: project.page!.meta.description,
      });
    }
    expect(findProjectPage('/proyectos')).toBeUndefined();
  });

  it('has several paragraphs, more than one image and videos with posters', () => {
    expect(navegatime.fullDescription.split(/\n\s*\n/).length).toBeGreaterThan(1);
    expect(navegatime.images.length).toBeGreaterThan(1);
    expect(navegatime.videos.length).toBeGreaterThan(0);
    const names = projectPages.flatMap((p) => [...p.images.map((i) => i.name), ...p.videos.map((v) => v.poster)]);
    for (const n of names) for (const w of [400, 800]) expect(fs.existsSync(path.join(imgDir, `${n}-${w}.webp`))).toBe(true);
  });

  it("shows its card's picture in its hero, in both widths (issue 36: no half-empty desktop hero)", () => {
    for (const project of projects.filter((p) => p.page)) {
      const page = findProjectPage(project.page!.path)!;
      expect(page.picture).toEqual({ name: project.imageUrl, alt: project.imageAlt });
      for (const w of [400, 800]) expect(fs.existsSync(path.join(imgDir, `${page.picture.name}-${w}.webp`))).toBe(true);
    }
  });
});
