// Checks a support message's attachment by its content: a JPEG, PNG, GIF or PDF (without active content), ≤ 5 MB.
import { SUPPORT_ATTACHMENT_FIELD } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { findPdfActiveContent } from '../../platform/pdf-active-content.js';
import { safeFileName, type UploadedFile } from '../../platform/uploads.js';
import type { NewAttachment } from './support.repository.js';

const field = SUPPORT_ATTACHMENT_FIELD;

export function readAttachment(
  named: string | undefined,
  upload: UploadedFile | undefined,
  language: Language,
): NewAttachment | undefined {
  if (named !== undefined && !upload)
    throw invalidFieldIn(language, {
      field,
      vi: 'cần gửi tệp dạng multipart/form-data',
      en: 'send the file as multipart/form-data',
    });
  if (!upload) return undefined;
  if (upload.sizeBytes === 0) throw invalidFieldIn(language, { field, vi: 'tệp rỗng', en: 'the file is empty' });
  if (!upload.sniffedType)
    throw invalidFieldIn(language, {
      field,
      vi: 'chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF',
      en: 'only JPEG, PNG or GIF images or PDF files are accepted',
    });
  if (upload.sniffedType === 'application/pdf' && findPdfActiveContent(upload.content))
    throw invalidFieldIn(language, {
      field,
      vi: 'tệp PDF chứa nội dung chủ động hoặc không kiểm tra được; hãy gửi ảnh chụp',
      en: 'the PDF carries active or uncheckable content; send a screenshot',
    });
  return {
    fileName: safeFileName(upload.fileName, upload.sniffedType),
    contentType: upload.sniffedType,
    content: upload.content,
    sizeBytes: upload.sizeBytes,
    sha256: upload.sha256,
  };
}
