// One paid change form's state: the edit forms' hook with the paid body's schema (PAID_CHANGE_REQUESTS[action], or a
// stricter one the form names) and the submit locked while the page shows a quote.
import { PAID_CHANGE_REQUESTS } from '@portal/contracts';
import { useEditForm, type EditFormOptions } from '../../booking-edit/forms/model/use-edit-form';
import type { PaidFormProps } from './paid-form-types';

export function usePaidForm<V extends Record<string, unknown>>(props: PaidFormProps, options: EditFormOptions<V>) {
  const form = useEditForm<V>(props, { ...options, schema: options.schema ?? PAID_CHANGE_REQUESTS[props.action] });
  return { ...form, submitting: props.submitting || props.locked };
}
