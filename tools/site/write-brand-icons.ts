import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import logoSet from '@iconify-json/logos/icons.json';
import { BRAND_SLUGS, LOGO_MARKS, type LogoName } from '@site/shared/content/brand-marks';
import { brandIconsDir } from './brand-mark-files';
import { repoRoot } from './workspaces';

export { brandIconsDir } from './brand-mark-files';

/** The marks' width-to-height ratios, written with the files for the pages to size them. */
export const brandAspectsFile = path.join(repoRoot, 'shared/src/content/brand-mark-aspects.ts');

/**
 * The lightest background a mark sits on (surfaceAlt, project cards' chips; the others are
 * white) and the contrast every mark keeps against it: WCAG 1.4.11's 3:1 for graphics. Brand
 * colours below it (React's cyan, Linux's yellow, at 1.6:1) are darkened just enough, same hue.
 */
export const MARK_BACKGROUND = '#f8fafc';
export const MARK_MIN_CONTRAST = 3;

const bySlug = new Map((Object.values(simpleIcons) as SimpleIcon[]).filter((i) => i?.slug).map((i) => [i.slug, i]));

function iconOf(slug: string): SimpleIcon {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no mark "${slug}"`);
  return icon;
}

const channels = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.replace('#', '').slice(i, i + 2), 16));
const toHex = (rgb: number[]) => rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('').toUpperCase();

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The brand colour, darkened towards black in small steps until it has the minimum contrast. */
export function markColour(hex: string): string {
  const rgb = channels(hex);
  for (let k = 1; k >= 0; k -= 0.01) {
    const candidate = toHex(rgb.map((c) => c * k));
    if (contrastRatio(candidate, MARK_BACKGROUND) >= MARK_MIN_CONTRAST) return candidate;
  }
  return '000000';
}

const RASTER = 480;
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The box (in the 24-unit icon space) the mark's ink fills. simple-icons centres each mark in a
 * 24 × 24 square, so a wide mark (MySQL's wordmark, PHP's oval) fills only a thin band of it and
 * all but vanished at 20 px; cropped to its ink, it can be shown at full height.
 */
async function inkBox(iconPath: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${RASTER}" height="${RASTER}" viewBox="0 0 24 24"><rect width="24" height="24" fill="#fff"/><path d="${iconPath}" fill="#000"/></svg>`;
  const { info } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).trim({ background: '#ffffff', threshold: 16 }).toBuffer({ resolveWithObject: true });
  const unit = 24 / RASTER;
  return { x: -(info.trimOffsetLeft ?? 0) * unit, y: -(info.trimOffsetTop ?? 0) * unit, width: info.width * unit, height: info.height * unit };
}

/** One mark: its SVG file (cropped to its ink, in a colour that keeps the contrast) and its aspect. */
export async function brandMark(slug: string): Promise<{ svg: string; aspect: number }> {
  const icon = iconOf(slug);
  const box = await inkBox(icon.path);
  const pad = Math.max(box.width, box.height) * 0.02;
  const viewBox = [box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad].map(round);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(' ')}" fill="#${markColour(icon.hex)}"><path d="${icon.path}"/></svg>\n`;
  return { svg, aspect: round(viewBox[2] / viewBox[3]) };
}

/** The generated module with every mark's aspect, as the tool writes it. */
export function aspectsModule(aspects: Record<string, number>): string {
  const rows = Object.entries(aspects).map(([slug, aspect]) => `  ${slug}: ${aspect},`);
  return [
    '// Written by `npx tsx tools/site/write-brand-icons.ts` with the marks in shared/public/img/brands; do not edit.',
    "import type { BrandSlug } from './brand-marks';",
    '',
    '/** Width ÷ height of each brand mark as published (cropped to its ink), to size it without a layout shift. */',
    'export const BRAND_MARK_ASPECTS: Readonly<Record<BrandSlug, number>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

/** Every mark of the content record, with the aspects module. */
export async function brandMarks(): Promise<{ files: Record<string, string>; aspects: string }> {
  const files: Record<string, string> = {};
  const aspects: Record<string, number> = {};
  for (const slug of BRAND_SLUGS) {
    const mark = await brandMark(slug);
    files[slug] = mark.svg;
    aspects[slug] = mark.aspect;
  }
  return { files, aspects: aspectsModule(aspects) };
}

/* --- The full-colour logos (Iconify 'logos' set: SVG Logos by Gil Barbara, CC0 1.0) --- */

/** Where the logos are published (served as /img/logos/<name>.svg). */
export const logoMarksDir = path.join(repoRoot, 'shared/public/img/logos');

/** The logos' sizes, written with the files for the pages to size them. */
export const logoSizesFile = path.join(repoRoot, 'shared/src/content/logo-mark-sizes.ts');

/**
 * The showcase's optical size, in px: each logo is drawn as if it covered a square this wide. A
 * box of the same area is not enough (issue 36: MySQL's dolphin and the Woo bubble looked tiny
 * beside Apache's feather and MongoDB's leaf, drawn as tall as the tile allowed): a thin mark
 * covers less of its box than a solid one, so a mark's box grows as its ink covers less of it
 * (area ∝ 1/√coverage), within 1.4 × the size tall and 2 × wide.
 */
export const LOGO_OPTICAL_SIZE = 36;

type IconifyIcon = { body: string; width?: number; height?: number; left?: number; top?: number };
const logos = logoSet as { icons: Record<string, IconifyIcon>; width?: number; height?: number };

function logoOf(name: string): { body: string; width: number; height: number } {
  const icon = logos.icons[name];
  if (!icon) throw new Error(`the logos set has no logo "${name}"`);
  return { body: icon.body, width: icon.width ?? logos.width ?? 256, height: icon.height ?? logos.height ?? 256 };
}

/** The box of a logo's ink in its own units, and how much of that box the ink covers (0–1). */
async function logoInk(svg: string, width: number, height: number) {
  const scale = RASTER / Math.max(width, height);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .ensureAlpha()
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 8 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let inked = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 64) inked++;
  const unit = 1 / scale;
  return {
    box: { x: -(info.trimOffsetLeft ?? 0) * unit, y: -(info.trimOffsetTop ?? 0) * unit, width: info.width * unit, height: info.height * unit },
    coverage: inked / (info.width * info.height),
  };
}

/** Width and height (px) a logo is drawn at, at the optical `size` (see LOGO_OPTICAL_SIZE). */
export function logoOpticalBox(aspect: number, coverage: number, size = LOGO_OPTICAL_SIZE): { width: number; height: number } {
  const area = (size * size) / Math.sqrt(Math.max(coverage, 0.05));
  let height = Math.sqrt(area / aspect);
  height = Math.min(height, 1.4 * size, (2 * size) / aspect);
  return { width: Math.round(height * aspect), height: Math.round(height) };
}

/** One logo: its SVG file, cropped to its ink, its aspect and its optical box. */
export async function logoMark(name: string): Promise<{ svg: string; aspect: number; optical: { width: number; height: number } }> {
  const { body, width, height } = logoOf(name);
  const full = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const { box, coverage } = await logoInk(full, width, height);
  const pad = Math.max(box.width, box.height) * 0.01;
  const viewBox = [box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad].map(round);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.join(' ')}">${body}</svg>\n`;
  const aspect = round(viewBox[2] / viewBox[3]);
  return { svg, aspect, optical: logoOpticalBox(aspect, coverage) };
}

/** The generated module with every logo's aspect and optical box. */
export function logoSizesModule(sizes: Record<string, { aspect: number; optical: { width: number; height: number } }>): string {
  const rows = Object.entries(sizes).map(([name, s]) => `  '${name}': { aspect: ${s.aspect}, width: ${s.optical.width}, height: ${s.optical.height} },`);
  return [
    '// Written by `npx tsx tools/site/write-brand-icons.ts` with the logos in shared/public/img/logos; do not edit.',
    "import type { LogoName } from './brand-marks';",
    '',
    `/** Each logo's width ÷ height as published (cropped to its ink), and its box (px) at the showcase's optical size (${LOGO_OPTICAL_SIZE} px). */`,
    'export const LOGO_MARK_SIZES: Readonly<Record<LogoName, { aspect: number; width: number; height: number }>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

/** Every logo of the content record, with the sizes module. */
export async function logoMarks(): Promise<{ files: Record<string, string>; sizes: string }> {
  const files: Record<string, string> = {};
  const sizes: Record<string, { aspect: number; optical: { width: number; height: number } }> = {};
  for (const name of [...new Set(Object.values(LOGO_MARKS))] as LogoName[]) {
    const mark = await logoMark(name);
    files[name] = mark.svg;
    sizes[name] = { aspect: mark.aspect, optical: mark.optical };
  }
  return { files, sizes: logoSizesModule(sizes) };
}

/** Writes `files` as <name>.svg into `dir`, removing any other file there. */
function publish(dir: string, files: Record<string, string>) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) if (!(name.replace(/\.svg$/, '') in files)) fs.rmSync(path.join(dir, name));
  for (const [name, svg] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.svg`), svg);
}

/** `npx tsx tools/site/write-brand-icons.ts`: (re)writes one SVG per slug and per logo of the content record, and their sizes. */
if (require.main === module) {
  (async () => {
    const { files, aspects } = await brandMarks();
    publish(brandIconsDir, files);
    fs.writeFileSync(brandAspectsFile, aspects);
    const logoFiles = await logoMarks();
    publish(logoMarksDir, logoFiles.files);
    fs.writeFileSync(logoSizesFile, logoFiles.sizes);
    console.log(`[brands] ${Object.keys(files).length} marks written to ${path.relative(repoRoot, brandIconsDir)}, ${Object.keys(logoFiles.files).length} logos to ${path.relative(repoRoot, logoMarksDir)}`);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
