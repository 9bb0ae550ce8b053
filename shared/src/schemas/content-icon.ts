import './zod-config';
import { z } from 'zod';

/**
 * Icon names a content record may use. Records store a name, not a component, so they stay
 * plain data (the API reads them too); each remote maps the name to its icon set.
 */
export const CONTENT_ICONS = [
  'code', 'megaphone', 'brain', 'server', 'cloud', 'clock', 'file-text', 'zap', 'shield', 'users',
  'headphones', 'target', 'trending-up', 'rocket', 'search', 'pen-tool', 'wrench', 'lock', 'database',
  'bot', 'receipt', 'mail', 'globe', 'smartphone', 'chart', 'lightbulb', 'handshake', 'award', 'sparkles',
  'layers', 'map-pin', 'package', 'heart', 'refresh', 'calendar', 'building',
] as const;

/** One of {@link CONTENT_ICONS}. */
export const contentIconSchema = z.enum(CONTENT_ICONS);
export type ContentIcon = z.infer<typeof contentIconSchema>;

/** Accent tones for cards and icon tiles; each remote maps a tone to colours of the theme family. */
export const ACCENT_TONES = ['blue', 'violet', 'emerald', 'amber', 'rose', 'cyan'] as const;

/** One of {@link ACCENT_TONES}. */
export const accentToneSchema = z.enum(ACCENT_TONES);
export type AccentTone = z.infer<typeof accentToneSchema>;

/** A path inside this site, such as `/proyectos` (no origin, no query). */
export const internalPathSchema = z.string().regex(/^\/[a-z0-9\-/]*$/, 'Ruta interna no válida');

/** Base name of an image in /img/catalog, served as `<name>-400.webp` and `<name>-800.webp`. */
export const imageNameSchema = z.string().regex(/^[a-z0-9-]+$/, 'Nombre de imagen no válido');

/** Non-empty copy, trimmed. */
export const copySchema = z.string().trim().min(2);
