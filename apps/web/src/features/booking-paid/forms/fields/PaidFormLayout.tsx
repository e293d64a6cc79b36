// The frame of every paid change form: the edit forms' frame with "Get quote" as its button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditFormLayout } from '../../../booking-edit/forms/fields/EditFormLayout';

type Props = {
  form: { submit: () => void; unplaced: readonly string[]; submitting: boolean };
  children: ReactNode;
  submitLabel?: string;
};

export function PaidFormLayout({ form, children, submitLabel }: Props) {
  const { t } = useTranslation();
  return (
    <EditFormLayout form={form} submitLabel={submitLabel ?? t('bookingPaid.forms.getQuote')}>
      {children}
    </EditFormLayout>
  );
}
