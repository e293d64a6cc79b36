// One edit form's state: its values, the same schema as the API on submit (then on every change), the server's messages.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpenBookingEdit } from '@portal/contracts';
import { bookingEditSchemaFor, type EditSchemaIssue } from '@portal/domain';
import { useLanguage } from '../../../../lib/i18n/use-language';
import type { EditFormProps } from '../form-types';
import {
  focusFirstField,
  isPathOf,
  messageOf,
  schemaMessages,
  unplacedMessages,
  type EditFieldMessages,
} from './edit-form-messages';

export type EditFormOptions<V> = {
  initial: V | (() => V);
  /** The fields the form shows, in page order (a message for another path is listed on top). */
  fields: readonly string[];
  /** The body before `expectedVersion`; by default the values with empty texts left out. */
  toBody?: (values: V) => Record<string, unknown>;
  /** Moves a message's path to the field that shows it (a loyalty row → its airline's field). */
  fieldOf?: (path: string, values: V) => string;
  /** The body's schema when it is not the open edit's (the paid changes' `PAID_CHANGE_REQUESTS[action]`). */
  schema?: {
    safeParse(body: unknown): { success: true; data: unknown } | { success: false; error: { issues: unknown[] } };
  };
};

/** What the form needs of its page: the edit forms' props, or the paid change forms' with their own schema. */
export type EditFormHost = Pick<EditFormProps, 'context' | 'version' | 'serverErrors' | 'submitting' | 'onSubmit'> & {
  action: string;
};

/** The values with empty texts and empty lists left out: optional fields the agent did not fill are not sent. */
export function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) =>
        !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function placed(messages: EditFieldMessages, fieldOf: ((path: string) => string) | undefined): EditFieldMessages {
  if (!fieldOf) return messages;
  const result: EditFieldMessages = {};
  for (const [path, message] of Object.entries(messages)) result[fieldOf(path)] ??= message;
  return result;
}

export function useEditForm<V extends Record<string, unknown>>(props: EditFormHost, options: EditFormOptions<V>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [values, setValues] = useState<V>(options.initial);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [changedSinceServer, setChangedSinceServer] = useState<ReadonlySet<string>>(() => new Set());

  const toBody = options.toBody ?? withoutEmpty;
  const body = { ...toBody(values), expectedVersion: props.version };
  const schema = options.schema ?? bookingEditSchemaFor(props.action as TOpenBookingEdit, props.context);
  const parsed = schema.safeParse(body);
  const fieldOf = options.fieldOf ? (path: string) => options.fieldOf!(path, values) : undefined;
  const issues = parsed.success ? [] : (parsed.error.issues as readonly EditSchemaIssue[]);
  const wrong = placed(schemaMessages(issues, { t, language, body, action: props.action }), fieldOf);
  const fromServer = Object.fromEntries(
    Object.entries(placed({ ...props.serverErrors }, fieldOf)).filter(
      ([path]) => ![...changedSinceServer].some((field) => isPathOf(field, path)),
    ),
  );
  const messages: EditFieldMessages = { ...(isSubmitted ? wrong : {}), ...fromServer };
  const focusFirstOf = (paths: readonly string[]) =>
    focusFirstField(options.fields.filter((field) => paths.some((path) => isPathOf(field, path))));

  // New server messages (compared by content, whatever object the page passes) are all shown again, and the first
  // field they name takes the focus.
  const serverKey = JSON.stringify(props.serverErrors);
  useEffect(() => {
    setChangedSinceServer(new Set());
    focusFirstOf(Object.keys(placed({ ...props.serverErrors }, fieldOf)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's messages change
  }, [serverKey]);

  const change = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChangedSinceServer((current) => (current.has(field) ? current : new Set(current).add(field)));
  };
  const changeMany = (change: Partial<V>) => {
    setValues((current) => ({ ...current, ...change }));
    setChangedSinceServer((current) => new Set([...current, ...Object.keys(change)]));
  };

  /** Shows the messages and focuses the first wrong field, or hands the parsed body to the page. */
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (props.submitting) return;
    setIsSubmitted(true);
    if (parsed.success) props.onSubmit(parsed.data as Record<string, unknown>);
    else focusFirstOf(Object.keys(wrong));
  };

  return {
    values,
    change,
    changeMany,
    submit,
    messageOf: (field: string) => messageOf(messages, field),
    unplaced: unplacedMessages(messages, options.fields),
    submitting: props.submitting,
  };
}

export type EditForm<V extends Record<string, unknown>> = ReturnType<typeof useEditForm<V>>;
