// The small state every PIN form shares: values, one message per field, the server's refusal on top.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/forms/field-errors';
import { apiErrorMessage } from '../../../lib/http/types';

export function usePinForm<F extends string>(fields: readonly F[], initial: Record<F, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  return {
    values,
    errorMessage,
    setValue: (name: F) => (value: string) => setValues((current) => ({ ...current, [name]: value })),
    errorProps: (name: F) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] }),
    /** Shows the form's own findings; true when there are none and the form may be sent. */
    isValid(found: Partial<Record<F, string | undefined>>): boolean {
      const errors = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<
        Record<F, string>
      >;
      setErrorMessage(null);
      setFieldErrors(errors);
      return Object.keys(errors).length === 0;
    },
    refused(error: unknown): void {
      setFieldErrors(serverFieldErrors(error, fields));
      setErrorMessage(apiErrorMessage(error) ?? t('errors.unexpected'));
    },
    reset(): void {
      setValues(initial);
      setFieldErrors({});
      setErrorMessage(null);
    },
  };
}
