// Turns a validated top-up form and its uploaded file into a request: the transfer day's bounds and the evidence's type by content.
import { addDays, vietnamToday } from '@portal/domain';
import type { TCreateTopUpForm } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { typedDateToIso } from '../../platform/typed-dates.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { findPdfActiveContent } from '../../platform/pdf-active-content.js';
import { safeFileName, type UploadedFile } from '../../platform/uploads.js';
import type { NewTopUpInput } from './topups.service.js';

export const EVIDENCE_FIELD = 'evidence';
/** How far back a transfer may have been made: a request is recorded when the money is sent, not years later. */
export const TRANSFER_DATE_MAX_AGE_DAYS = 366;

/**
 * Checks what the contract cannot: the transfer day is not after today in Vietnam nor more than a year back, and the
 * evidence, required for a bank transfer, is a real upload whose content is a JPEG, PNG, GIF or PDF, and a PDF carries no
 * active content (scripts, actions, embedded files) nor anything that cannot be checked.
 */
export function readTopUpForm(options: {
  form: TCreateTopUpForm;
  upload: UploadedFile | undefined;
  now: Date;
  language: Language;
}): NewTopUpInput {
  const { form, upload, now, language } = options;
  const transferDate = typedDateToIso(form.transferDate);
  const today = vietnamToday(now);
  if (transferDate > today)
    throw invalidFieldIn(language, {
      field: 'transferDate',
      vi: 'không được sau ngày hôm nay',
      en: 'cannot be after today',
    });
  if (transferDate < addDays(today, -TRANSFER_DATE_MAX_AGE_DAYS)) {
    throw invalidFieldIn(language, {
      field: 'transferDate',
      vi: 'không được quá một năm trước',
      en: 'cannot be more than a year ago',
    });
  }
  if (form.evidence !== undefined && !upload) {
    throw invalidFieldIn(language, {
      field: EVIDENCE_FIELD,
      vi: 'cần gửi tệp dạng multipart/form-data',
      en: 'send the file as multipart/form-data',
    });
  }
  if (!upload && form.method === 'bank_transfer') {
    throw invalidFieldIn(language, {
      field: EVIDENCE_FIELD,
      vi: 'cần ảnh hoặc PDF chứng từ chuyển khoản',
      en: 'an image or PDF of the transfer is required',
    });
  }
  let evidence: NewTopUpInput['evidence'];
  if (upload) {
    if (upload.sizeBytes === 0)
      throw invalidFieldIn(language, { field: EVIDENCE_FIELD, vi: 'tệp rỗng', en: 'the file is empty' });
    if (!upload.sniffedType) {
      throw invalidFieldIn(language, {
        field: EVIDENCE_FIELD,
        vi: 'chỉ nhận ảnh JPEG, PNG, GIF hoặc tệp PDF',
        en: 'only JPEG, PNG or GIF images or PDF files are accepted',
      });
    }
    refuseActivePdf(upload, language);
    evidence = {
      fileName: safeFileName(upload.fileName, upload.sniffedType),
      contentType: upload.sniffedType,
      content: upload.content,
      sizeBytes: upload.sizeBytes,
      sha256: upload.sha256,
    };
  }
  return {
    amount: Number(form.amount),
    method: form.method,
    transferReference: form.transferReference ?? '',
    transferDate,
    note: form.note ?? '',
    evidence,
  };
}

/** A PDF with scripts, launch actions, embedded files, rich media or an XFA form, or with an object stream that cannot be read, is refused. */
function refuseActivePdf(upload: UploadedFile, language: Language): void {
  if (upload.sniffedType !== 'application/pdf') return;
  const found = findPdfActiveContent(upload.content);
  if (!found) return;
  throw invalidFieldIn(
    language,
    found.kind === 'active'
      ? {
          field: EVIDENCE_FIELD,
          vi: `tệp PDF chứa nội dung chủ động (/${found.name}); hãy gửi ảnh chụp hoặc PDF in lại từ trình xem`,
          en: `the PDF carries active content (/${found.name}); send a screenshot or a PDF printed again from a viewer`,
        }
      : {
          field: EVIDENCE_FIELD,
          vi: 'tệp PDF có phần mã hóa hoặc nén không kiểm tra được; hãy gửi ảnh chụp hoặc PDF in lại từ trình xem',
          en: 'part of the PDF is encrypted or compressed in a way that cannot be checked; send a screenshot or a PDF printed again from a viewer',
        },
  );
}
