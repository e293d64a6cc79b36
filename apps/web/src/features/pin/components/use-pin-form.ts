// The small state every PIN form shares: values, one message per field, the server's refusal on top, the submit flow.
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/forms/field-errors';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';

export function usePinForm<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const setValue = (name: F) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const errorProps = (name: F) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });
  /** Shows the form's own findings; true when there are none and the form may be sent. */
  const isValid = (found: Partial<Record<F, string | undefined>>): boolean => {
    const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<
      Record<F, string>
    >;
    setErrorMessage(null);
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  };
  const refused = (error: unknown): void => {
    setFieldErrors(serverFieldErrors(error, fields));
    setErrorMessage(apiErrorMessage(error) ?? t('errors.unexpected'));
  };
  const reset = (): void => {
    setValues(initial);
    setFieldErrors({});
    setErrorMessage(null);
  };

  return {
    values,
    errorMessage,
    setValue,
    errorProps,
    /** A PIN input's value, change handler and error display. */
    pinFieldProps: (name: F) => ({ value: values[name], onValueChange: setValue(name), ...errorProps(name) }),
    /** The submit handler: checks, sends, then clears the form and toasts the `doneKey` message, or shows the server's refusal. */
    submitter:
      (options: {
        check: () => Partial<Record<F, string | undefined>>;
        send: () => PromiseLike<{ data: unknown } | { error: unknown }>;
        doneKey: string;
      }) =>
      async (event: FormEvent) => {
        event.preventDefault();
        if (!isValid(options.check())) return;
        const result = await options.send();
        if ('error' in result) {
          refused(result.error);
          return;
        }
        reset();
        dispatch(showToast({ type: 'success', description: t(options.doneKey) }));
      },
  };
}
