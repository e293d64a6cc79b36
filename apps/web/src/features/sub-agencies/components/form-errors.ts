// One message per form field, from the contract's zod issues (client) or the server's answer; nested fields such as
// `admin.email` keep their full path, and `bookingSystems.0` belongs to `bookingSystems`.
import type { FormFieldRules } from '../../../lib/forms/field-errors';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';

type Issues = { issues: readonly { path: readonly PropertyKey[] }[] };

function fieldOf<F extends string>(path: string, fields: readonly F[]): F | undefined {
  return fields.find((field) => path === field || path.startsWith(`${field}.`));
}

/** The translated rule of each field with an issue: `<prefix>.<field>`. */
export function clientErrors<F extends string>(error: Issues, rules: FormFieldRules<F>): Partial<Record<F, string>> {
  const { fields, t, prefix } = rules;
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'), fields);
    if (field) errors[field] ??= t(`${prefix}.${field}`);
  }
  return errors;
}

/**
 * The server's answer per field: a validation error (code 1) gives the field's rule from the translations (its own
 * message names only what is wrong with it); a refusal such as a taken code or email gives its main message.
 * `pathPrefix` is the part of the server's paths the form does not have (`subAgencyDefaults.`).
 */
export function serverErrors<F extends string>(
  error: unknown,
  rules: FormFieldRules<F> & { pathPrefix?: string },
): Partial<Record<F, string>> {
  const { fields, t, prefix, pathPrefix = '' } = rules;
  const isValidation = apiErrorCode(error) === 1;
  const message = apiErrorMessage(error);
  const errors: Partial<Record<F, string>> = {};
  for (const [path, fieldMessage] of Object.entries(apiFieldErrors(error))) {
    const field = path.startsWith(pathPrefix) ? fieldOf(path.slice(pathPrefix.length), fields) : undefined;
    if (field)
      errors[field] ??= isValidation ? `${t(`${prefix}.${field}`)} (${fieldMessage})` : (message ?? fieldMessage);
  }
  return errors;
}
