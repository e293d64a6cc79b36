// The pre-validation step of a route that takes a form with one file: a multipart body becomes its text fields plus the
// file's name under its field (validated by the route's schema next); the file itself waits for the handler.
import type { FastifyRequest } from 'fastify';
import { fieldError, invalidField } from './field-error.js';
import { findNulCharacter } from './input-guard.js';
import { requestLanguage } from './request-context.js';
import { readMultipartForm, type MultipartLimits, type UploadedFile } from './uploads.js';

/** The files of the requests in flight, read by the handler with `get(request)`. */
export type PendingUploads = WeakMap<FastifyRequest, UploadedFile>;

/**
 * A `preValidation` hook: a JSON body passes untouched; a multipart one is read within `limits`, a file anywhere but
 * `limits.fileField` is refused naming that field, a NUL character is refused naming its field.
 */
export function multipartFormBody(limits: MultipartLimits, uploads: PendingUploads) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const form = await readMultipartForm(request, limits, requestLanguage(request));
    const body: Record<string, string> = { ...form.fields };
    if (form.file) {
      if (form.file.fieldName !== limits.fileField)
        throw invalidField(form.file.fieldName, `a file is accepted only as ${limits.fileField}`);
      body[limits.fileField] = form.file.fileName || limits.fileField;
      uploads.set(request, form.file);
    }
    const field = findNulCharacter(body);
    if (field) throw fieldError(field, 'invalidCharacter', { reason: 'invalidCharacter', params: { field } });
    request.body = body as unknown as typeof request.body;
  };
}
