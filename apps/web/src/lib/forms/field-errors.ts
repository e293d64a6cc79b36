// Turns a contract's zod issues and the server's field errors into one message per form field (shared by the forms).
import type { TFunction } from 'i18next';
import { apiErrorMessage, apiFieldErrors } from '../http/types';

/** `groupIds.0` belongs to the field `groupIds`. */
const baseField = (path: string) => path.split('.')[0] ?? path;

/** The part of a zod error the forms read (the web app does not depend on zod directly). */
export type SchemaIssues = { issues: readonly { path: readonly PropertyKey[] }[] };

/** Which fields a form has, and where their translated rules are: `<prefix>.<field>`. */
export type FormFieldRules<F extends string> = { fields: readonly F[]; t: TFunction; prefix: string };

/** One translated rule per field with an issue: `<prefix>.<field>`. */
export function clientFieldErrors<F extends string>(
  error: SchemaIssues,
  rules: FormFieldRules<F>,
): Partial<Record<F, string>> {
  const { fields, t, prefix } = rules;
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (fields.includes(field)) errors[field] ??= t(`${prefix}.${field}`);
  }
  return errors;
}

/**
 * The server's answer per field. A refusal that names one field (a duplicate email, a role that cannot be given,
 * codes the agency does not hold) says why in its translated main message; a schema failure naming several fields
 * carries a translated message per field.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const byPath = Object.entries(apiFieldErrors(error));
  const message = apiErrorMessage(error);
  const errors: Partial<Record<F, string>> = {};
  for (const [path, fieldMessage] of byPath) {
    const field = baseField(path) as F;
    if (fields.includes(field)) errors[field] ??= byPath.length === 1 ? (message ?? fieldMessage) : fieldMessage;
  }
  return errors;
}
