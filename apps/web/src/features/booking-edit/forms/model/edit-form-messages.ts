// Where each message of an edit form goes: the schema's issues in the user's language and the server's, one per field.
import type { TFunction } from 'i18next';
import { bookingEditFieldIssues, isBookingEditIssueCode, type EditSchemaIssue } from '@portal/domain';
import type { Language } from '../../../../lib/i18n/languages';

/** Field path (`paxIds.0`, `passport.number`) → message. */
export type EditFieldMessages = Record<string, string>;

/** `upgrades.0.optionCode` → `upgrades.optionCode`: the rule of a field is the same on every row. */
const ruleKeyOf = (path: string) =>
  path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The text of a key, or '' when it is missing or names a group of texts (`editForms.rules.passport`). */
const textOf = (t: TFunction, key: string): string => {
  const text: unknown = t(key, { returnObjects: true });
  return typeof text === 'string' ? text : '';
};

function valueAt(body: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, part) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined),
    body,
  );
}

type MessageOptions = { t: TFunction; language: Language; body: Record<string, unknown>; action: string };

/**
 * The domain's issue codes in the user's language (`bookingEditFieldIssues`); the contract's shape issues, whose zod
 * texts are English, become "required" for an empty field (`editForms.required.<field>` or the generic one) and
 * otherwise the field's rule (`editForms.actionRules.<action>.<field>` or `editForms.rules.<field>`); a body's "at least one of" refinement its own text.
 * (A missing key translates to empty text, SPEC §1, so `||` falls back.)
 */
export function schemaMessages(issues: readonly EditSchemaIssue[], options: MessageOptions): EditFieldMessages {
  const { t, language, body, action } = options;
  const messages: EditFieldMessages = {};
  for (const issue of issues) {
    const field = bookingEditFieldIssues([issue], language)[0]!;
    const code = (issue as { code?: string }).code;
    let message = field.message;
    if (!isBookingEditIssueCode(issue.message)) {
      const rule = ruleKeyOf(field.field);
      if (code === 'custom') message = t(`editForms.atLeastOne.${action}`);
      else if (isEmpty(valueAt(body, issue.path)))
        message = textOf(t, `editForms.required.${rule}`) || t('editForms.errors.required');
      else
        message =
          textOf(t, `editForms.actionRules.${action}.${rule}`) ||
          textOf(t, `editForms.rules.${rule}`) ||
          t('editForms.errors.invalid');
    }
    messages[field.field] ??= message;
  }
  return messages;
}

/** Whether a message's path belongs to a field: the field itself or a row or part of it (`paxIds` ← `paxIds.1`). */
export const isPathOf = (field: string, path: string) => path === field || path.startsWith(`${field}.`);

/** The first message of a field (its own or one of its rows'). */
export function messageOf(messages: EditFieldMessages, field: string): string | undefined {
  return Object.entries(messages).find(([path]) => isPathOf(field, path))?.[1];
}

/** Messages for paths no field of the form shows (the body, an unknown field): the form lists them on top. */
export function unplacedMessages(messages: EditFieldMessages, fields: readonly string[]): string[] {
  return Object.entries(messages)
    .filter(([path]) => !fields.some((field) => isPathOf(field, path)))
    .map(([, message]) => message);
}

/** The DOM id of a field's (first) input: a message points at it and the first wrong field takes the focus. */
export function editFieldId(field: string): string {
  return `edit-${field.replace(/[^\w-]/g, '-')}`;
}

/** Focuses the first field (in page order) of these; false when none is on the page. */
export function focusFirstField(fields: readonly string[]): boolean {
  const elements = fields
    .map((field) => document.getElementById(editFieldId(field)))
    .filter((element): element is HTMLElement => element !== null);
  elements.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
  return elements.length > 0;
}
