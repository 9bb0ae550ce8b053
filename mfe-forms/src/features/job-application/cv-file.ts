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
