import fs from 'node:fs';
import path from 'node:path';
import { projectRecordSchema, projectSchema } from '../schemas/project';
import { projectCards } from './project-cards.derived';
import { homeProjects } from './home-projects.derived';
import { projects } from './projects';
import { company } from './company';

const imgDir = path.resolve(__dirname, '../../public/img/catalog');
// The SPEC's eighteen are ids 1 to 18; a project a record adds takes the next id (README, "Add a project").
const spec = projects.filter((p) => p.id <= 18);

describe('projects (SPEC §3 Project)', () => {
  it('parses every record and card and has the 18 projects with unique ids and images', () => {
    for (const p of projects) expect(projectRecordSchema.safeParse(p).success).toBe(true);
    for (const p of projectCards) expect(projectSchema.safeParse(p).success).toBe(true);
    expect(spec.map((p) => p.id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.imageUrl)).size).toBe(projects.length);
  });

  it('has one custom software with the NavegaTime detail page', () => {
    const own = projectCards.filter((p) => p.projectUrl && p.id <= 18);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ title: 'NavegaTime', projectUrl: '/projects/navegatime' });
  });

  it('has 16 local-business sites or Instagram accounts from 2024–2025, six of them social', () => {
    const local = spec.filter((p) => (p.webUrl && p.webUrl !== company.products.invoicing) || p.rrssUrl);
    expect(local).toHaveLength(16);
    expect(local.every((p) => p.year === '2024' || p.year === '2025')).toBe(true);
    const social = spec.filter((p) => p.rrssUrl);
    expect(social).toHaveLength(6);
    expect(social.every((p) => p.rrssUrl!.startsWith('https://www.instagram.com/'))).toBe(true);
    expect(local.filter((p) => p.webUrl).every((p) => p.technologies.includes('WordPress'))).toBe(true);
  });

  it('gives every card exactly one link, its page when it has one', () => {
    for (const p of projectCards) expect([p.projectUrl, p.webUrl, p.rrssUrl].filter(Boolean)).toHaveLength(1);
    expect(projectCards.map((p) => p.projectUrl)).toEqual(projects.map((p) => p.page?.path));
  });

  it('shows the first four cards on the home page', () => {
    expect(homeProjects).toEqual(projectCards.slice(0, 4));
  });

  it('rejects a project with two links', () => {
    const [first] = projects;
    expect(projectRecordSchema.safeParse({ ...first, webUrl: 'https://example.com' }).success).toBe(false);
    expect(projectSchema.safeParse({ ...projectCards[0], webUrl: 'https://example.com' }).success).toBe(false);
  });

  it('ships both image widths of every mockup', () => {
    for (const p of projects) {
      for (const w of [400, 800]) expect(fs.existsSync(path.join(imgDir, `${p.imageUrl}-${w}.webp`))).toBe(true);
    }
  });
});
