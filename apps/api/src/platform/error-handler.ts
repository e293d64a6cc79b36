// One place that turns every failure into { code, message, details? } in the caller's language, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type TApiError, type TFieldIssue } from '@portal/contracts';
import { AppError } from './errors.js';
import { translate, type Language, type MessageKey } from './messages.js';
import { requestLanguage } from './request-context.js';

type ValidationItem = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

const FIELD_MESSAGES: Record<string, Record<Language, string>> = {
  unrecognized_keys: { vi: 'trường không được phép', en: 'field not allowed' },
  invalid_type: { vi: 'sai kiểu dữ liệu hoặc bị thiếu', en: 'wrong type or missing' },
  too_small: { vi: 'quá ngắn hoặc quá nhỏ', en: 'too short or too small' },
  too_big: { vi: 'quá dài hoặc quá lớn', en: 'too long or too large' },
  invalid_format: { vi: 'sai định dạng', en: 'wrong format' },
  invalid_value: { vi: 'giá trị không hợp lệ', en: 'invalid value' },
};

function fieldIssues(items: ValidationItem[], context: string | undefined, language: Language): TFieldIssue[] {
  return items.flatMap((item) => {
    const base = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const message = FIELD_MESSAGES[item.keyword ?? '']?.[language] ?? item.message ?? '';
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params?.keys)) {
      return (item.params.keys as string[]).map((key) => ({ field: base ? `${base}.${key}` : key, message }));
    }
    return [{ field: base || context || 'body', message }];
  });
}

function send(reply: FastifyReply, status: number, body: TApiError): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** An answer with no details: the status, the error code and the message key, said in the caller's language. */
type SimpleAnswer = { status: number; code: number; key: MessageKey };

function simple(reply: FastifyReply, language: Language, answer: SimpleAnswer): FastifyReply {
  return send(reply, answer.status, { code: answer.code, message: translate(answer.key, language) });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((caught: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    if (caught instanceof AppError) {
      const error = caught;
      const params = Object.fromEntries(
        Object.entries(error.params).map(([name, value]) => [
          name,
          typeof value === 'function' ? value(language) : value,
        ]),
      );
      const body: TApiError = { code: error.code, message: translate(error.messageKey, language, params) };
      if (error.details) body.details = error.details;
      return send(reply, error.status, body);
    }
    const error = caught as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldIssues(error.validation as ValidationItem[], error.validationContext, language);
      const message = translate('validation', language, {
        fields: fields.map((issue) => `${issue.field} (${issue.message})`).join(', '),
      });
      return send(reply, 400, { code: ErrorCode.VALIDATION, message, details: { fields } });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, {
          code: ErrorCode.VALIDATION,
          message: translate('invalidJson', language),
          details: { fields: [{ field: 'body', message: translate('invalidJson', language) }] },
        });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return simple(reply, language, { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, key: 'payloadTooLarge' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return simple(reply, language, { status: 415, code: ErrorCode.VALIDATION, key: 'unsupportedMediaType' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return simple(reply, language, { status: error.statusCode, code: ErrorCode.VALIDATION, key: 'validation' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return simple(reply, language, { status: 500, code: ErrorCode.INTERNAL, key: 'internal' });
  });
}
