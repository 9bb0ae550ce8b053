import './zod-config';
import { z } from 'zod';
import { copySchema, imageNameSchema, internalPathSchema } from './content-icon';
import { pageMetaSchema } from './site-route';

/**
 * A portfolio project (SPEC §3). At most one link: `projectUrl` (internal detail page),
 * `webUrl` (external site) or `rrssUrl` (social profile); the projects filter keys on it.
 */
export const projectSchema = z
  .object({
    id: z.number().int().positive(),
    title: copySchema,
    description: z.string().trim().min(40),
    technologies: z.array(copySchema).min(1),
    /** Base name of the mockup image (see imageNameSchema). */
    imageUrl: imageNameSchema,
    /** Spanish alt text of the mockup image (not in the SPEC's record; needed for accessibility). */
    imageAlt: z.string().trim().min(10),
    year: z.string().regex(/^\d{4}$/),
    projectUrl: internalPathSchema.optional(),
    webUrl: z.url().optional(),
    rrssUrl: z.url().optional(),
  })
  .refine((p) => [p.projectUrl, p.webUrl, p.rrssUrl].filter(Boolean).length <= 1, {
    message: 'Un proyecto tiene como mucho un enlace (projectUrl, webUrl o rrssUrl)',
  });
export type Project = z.infer<typeof projectSchema>;

/** A demo video of a project detail page: one clip in two encodings under /video/, with captions. */
export const projectVideoSchema = z.object({
  title: copySchema,
  description: copySchema,
  /** The clip as VP9 WebM: offered first, since Chromium built without H.264 (Debian's) plays only this. */
  webm: z.string().regex(/^\/video\/[a-z0-9-]+\.webm$/),
  /** The same clip as H.264 MP4, for browsers without VP9 (older Safari). */
  mp4: z.string().regex(/^\/video\/[a-z0-9-]+\.mp4$/),
  /** Spanish captions (WebVTT), a cue for each scene: the clips are silent. */
  captions: z.string().regex(/^\/video\/[a-z0-9-]+\.es\.vtt$/),
  /** Base name of the poster image shown before playback. */
  poster: imageNameSchema,
});
export type ProjectVideo = z.infer<typeof projectVideoSchema>;

/**
 * A project's detail page, in its record (SPEC §3 "Project detail": today one, NavegaTime's): its
 * route (path, remote, head) and what the page shows besides the card's title and technologies.
 */
export const projectPageSchema = z.object({
  path: internalPathSchema,
  /** The remote whose template draws the page. */
  remote: z.literal('catalog'),
  meta: pageMetaSchema,
  /** The page's lead, under its title (the card has its own, shorter description). */
  description: z.string().trim().min(40),
  /** Paragraphs separated by a blank line. */
  fullDescription: z.string().trim().min(200),
  category: copySchema,
  client: copySchema,
  duration: copySchema,
  liveUrl: z.url(),
  images: z.array(z.object({ name: imageNameSchema, alt: z.string().trim().min(10) })).min(1),
  videos: z.array(projectVideoSchema),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

/**
 * A project of the portfolio and everything about it (shared/src/content/projects.ts): its card
 * and, for a project with a page of its own, that page (`page`). At most one link: the page,
 * `webUrl` (external site) or `rrssUrl` (social profile). Its card (a {@link Project}, whose
 * `projectUrl` is the page's path) and its detail (a {@link ProjectDetail}) are derived from it.
 */
export const projectRecordSchema = z
  .object({
    ...projectSchema.shape,
    projectUrl: z.never().optional(),
    page: projectPageSchema.optional(),
  })
  .refine((p) => [p.page, p.webUrl, p.rrssUrl].filter(Boolean).length <= 1, {
    message: 'Un proyecto tiene como mucho un enlace (página propia, webUrl o rrssUrl)',
  });
export type ProjectRecord = z.infer<typeof projectRecordSchema>;
/** A project with a page of its own. */
export type ProjectWithPage = ProjectRecord & { page: ProjectPage };

/** What a project's detail page shows (SPEC §3 Project detail record), made from its record. */
export const projectDetailSchema = z.object({
  /** The internal path of the detail page; equals the project card's projectUrl. */
  path: internalPathSchema,
  title: copySchema,
  description: z.string().trim().min(40),
  /** Paragraphs separated by a blank line. */
  fullDescription: z.string().trim().min(200),
  category: copySchema,
  client: copySchema,
  duration: copySchema,
  technologies: z.array(copySchema).min(1),
  liveUrl: z.url(),
  images: z.array(z.object({ name: imageNameSchema, alt: z.string().trim().min(10) })).min(1),
  videos: z.array(projectVideoSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
