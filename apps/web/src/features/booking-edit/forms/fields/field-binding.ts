// What a shared field needs of its form: the value of its field, a way to change it, and its message.
import type { TextFieldProps } from '@mui/material/TextField';
import { editFieldId } from '../model/edit-form-messages';

export type FieldBinding = {
  readonly values: Readonly<Record<string, unknown>>;
  // Method syntax: a form of any value type binds its fields (parameters are checked bivariantly).
  change(field: string, value: unknown): void;
  messageOf(field: string): string | undefined;
};

export const textOf = (form: FieldBinding, field: string): string => {
  const value = form.values[field];
  return typeof value === 'string' ? value : '';
};

export const listOf = (form: FieldBinding, field: string): string[] => {
  const value = form.values[field];
  return Array.isArray(value) ? (value as string[]) : [];
};

/** The id, error state and message (or hint) under a text field. */
export function messageProps(
  form: FieldBinding,
  field: string,
  hint?: string,
): Pick<TextFieldProps, 'id' | 'error' | 'helperText'> {
  const message = form.messageOf(field);
  return { id: editFieldId(field), error: Boolean(message), helperText: message ?? hint };
}
