import { formsCopy } from '@site/shared/content/forms-copy';
import { CV_EXTENSIONS, CV_MAX_BYTES } from '@site/shared/schemas/lead-rules';

/**
 * Checks a chosen CV before anything is sent: .pdf, .doc or .docx and at most 5 MB.
 * Returns the Spanish message to show, or null when the file is fine. The extension decides,
 * not the MIME type, which browsers often leave empty for Word files; the server checks again.
 */
export function checkCvFile(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return formsCopy.job.cv.wrongType;
  if (file.size > CV_MAX_BYTES) return formsCopy.job.cv.tooLarge;
  return null;
}

/** "820 KB", "1,4 MB": the size a visitor recognises from their file manager. */
export function formatFileSize(bytes: number): string {
  const format = (n: number) => n.toLocaleString('es-ES', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
