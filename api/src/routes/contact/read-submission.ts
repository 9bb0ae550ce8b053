import type { FastifyRequest } from 'fastify';
import { FORM_LIMITS } from '../../leads/form-body';
import type { Submission, UploadedFile } from '../../leads/intake';
import { postedFields, rememberFields, type HttpError } from './answers';

const fileTooLarge = () => Object.assign(new Error('file too large'), { statusCode: 413, code: 'FST_REQ_FILE_TOO_LARGE' });

/**
 * Reads a multipart body: text fields (first value wins) and the one `cv` file, at most 5 MB. An
 * oversized CV is read to its limit and marked, so the fields after it are still read and the
 * answer can name every problem.
 */
async function readMultipart(req: FastifyRequest): Promise<Submission> {
  // No prototype: a field named __proto__ or constructor is just a key (and refused by the intake).
  const fields: Record<string, string> = Object.create(null);
  rememberFields(req, fields);
  let cv: UploadedFile | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Any other file field is drained and dropped, like any unknown field.
        if (part.fieldname !== 'cv' || cv) {
          for await (const _chunk of part.file) void _chunk;
          if (part.file.truncated) throw fileTooLarge();
          continue;
        }
        const content = await part.toBuffer();
        cv = { fileName: part.filename ?? '', content, truncated: part.file.truncated };
      } else {
        // busboy applies fieldNameSize to urlencoded bodies only: multipart names are checked here.
        if (part.valueTruncated || part.fieldnameTruncated || part.fieldname.length > FORM_LIMITS.fieldName) {
          throw Object.assign(new Error('field too long'), { statusCode: 413, code: 'LEADS_FIELD_TOO_LONG' });
        }
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    // busboy's own errors (no boundary, truncated body) carry no status: they are bad requests.
    const e = error as HttpError;
    if (!e.statusCode) throw Object.assign(new Error('malformed multipart body'), { statusCode: 400, code: 'LEADS_MALFORMED' });
    throw error;
  }
  return { kind: 'form', fields, cv };
}

/**
 * The request's body as a submission: multipart (read here), urlencoded (parsed before the handler,
 * its fields kept for the answer page) or JSON.
 */
export async function readSubmission(req: FastifyRequest): Promise<Submission> {
  if (req.isMultipart()) return readMultipart(req);
  const form = postedFields(req);
  return form ? { kind: 'form', fields: form } : { kind: 'json', body: req.body };
}
