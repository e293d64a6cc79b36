// Uploaded files: reading one multipart form with limits, recognising the type by content (magic bytes), safe names for download.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { AppError } from './errors.js';
import { fieldError, invalidFieldIn } from './field-error.js';
import type { Language } from './messages.js';

export type SniffedContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'application/pdf';

const SIGNATURES: readonly { type: SniffedContentType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF87a')] },
  { type: 'image/gif', bytes: [...Buffer.from('GIF89a')] },
  { type: 'application/pdf', bytes: [...Buffer.from('%PDF-')] },
];

export const EXTENSION_OF: Record<SniffedContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** The type the content's first bytes prove, whatever the file's name or the browser claimed; undefined for anything else. */
export function sniffContentType(content: Uint8Array): SniffedContentType | undefined {
  return SIGNATURES.find(
    (signature) =>
      signature.bytes.length <= content.length && signature.bytes.every((byte, index) => content[index] === byte),
  )?.type;
}

// Control characters are what this pattern is for; the bidirectional ones (U+061C, U+200E/F, U+202A–E, U+2066–9) can make
// "evidence\u202Efdp.exe" read as "evidenceexe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"\\/:*?<>|\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A display name for a stored file: the last path segment of what the uploader sent, without control characters
 * (bidirectional ones included) or characters that mean something to a file system or a header, at most 120
 * characters, ending in the extension of the type the content has (a PNG sent as "x.jpg" is kept as "x.png").
 */
export function safeFileName(uploaded: string, type: SniffedContentType): string {
  const lastSegment = uploaded.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.normalize('NFC').replace(UNSAFE_IN_NAME, '').replace(/\s+/g, ' ').trim();
  const stem =
    cleaned
      .replace(/\.[^.]*$/, '')
      .replace(/^\.+/, '')
      .slice(0, 110)
      .trim() || 'evidence';
  return `${stem}.${EXTENSION_OF[type]}`;
}

/** Content-Disposition with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export type UploadedFile = {
  fieldName: string;
  /** The name as the client sent it (not yet cleaned). */
  fileName: string;
  content: Buffer;
  sizeBytes: number;
  sha256: string;
  /** Undefined when the content is none of the accepted types. */
  sniffedType: SniffedContentType | undefined;
};

export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | undefined };

export type MultipartLimits = { fileField: string; maxFileBytes: number; maxFields: number; maxFieldBytes: number };

function fileTooLarge(language: Language, field: string, maxBytes: number): AppError {
  const megabytes = Math.round(maxBytes / 1024 / 1024);
  const message = language === 'vi' ? `tệp vượt quá ${megabytes} MB` : `the file is larger than ${megabytes} MB`;
  return fieldError(field, 'fileTooLarge', {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    reason: message,
    params: { megabytes },
    details: { maxBytes },
  });
}

type MultipartPart =
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated: boolean }
  | { type: 'file'; fieldname: string; filename: string; toBuffer(): Promise<Buffer> };
type MultipartRequest = FastifyRequest & {
  isMultipart(): boolean;
  parts(options: object): AsyncIterable<MultipartPart>;
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Reads a multipart/form-data request (@fastify/multipart registered in the route's scope): text fields once each,
 * at most one file, in the named field, held in memory up to its limit. Every refusal is a 4xx naming the field:
 * a file over the limit is 413 code 42; a second file, a repeated or overlong field, or a broken body is 400.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  language: Language,
): Promise<MultipartForm> {
  const multipart = request as MultipartRequest;
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  const declaredLength = Number(request.headers['content-length']);
  // Refuse what cannot fit before reading it (64 KiB for the text fields and the part headers).
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxFileBytes + 64 * 1024)
    throw fileTooLarge(language, limits.fileField, limits.maxFileBytes);
  const options = {
    // Browsers send file names as raw UTF-8 in the part header (busboy would read them as Latin-1).
    defParamCharset: 'utf8',
    limits: {
      fileSize: limits.maxFileBytes,
      files: 1,
      fields: limits.maxFields,
      fieldSize: limits.maxFieldBytes,
      parts: limits.maxFields + 1,
      fieldNameSize: 100,
    },
  };
  try {
    for await (const part of multipart.parts(options)) {
      const name = part.fieldname;
      if (name in fields || (file && name === file.fieldName)) {
        if (part.type === 'file') await part.toBuffer();
        throw invalidFieldIn(language, { field: name, vi: 'chỉ được gửi một lần', en: 'sent more than once' });
      }
      if (part.type === 'field') {
        if (part.valueTruncated) throw invalidFieldIn(language, { field: name, vi: 'quá dài', en: 'too long' });
        fields[name] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const content = await part.toBuffer();
      file = {
        fieldName: name,
        fileName: part.filename,
        content,
        sizeBytes: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        sniffedType: sniffContentType(content),
      };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    switch (codeOf(error)) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fileTooLarge(language, limits.fileField, limits.maxFileBytes);
      case 'FST_FILES_LIMIT':
        throw invalidFieldIn(language, {
          field: limits.fileField,
          vi: 'chỉ được gửi một tệp',
          en: 'only one file may be sent',
        });
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw invalidFieldIn(language, { field: 'body', vi: 'quá nhiều trường', en: 'too many fields' });
      case 'FST_PROTO_VIOLATION':
        throw invalidFieldIn(language, { field: 'body', vi: 'tên trường không hợp lệ', en: 'invalid field name' });
    }
    request.log.info(
      { err: { code: codeOf(error), message: error instanceof Error ? error.message : String(error) } },
      'unreadable multipart body',
    );
    throw invalidFieldIn(language, {
      field: 'body',
      vi: 'nội dung multipart không đọc được',
      en: 'unreadable multipart body',
    });
  }
  return { fields, file };
}
