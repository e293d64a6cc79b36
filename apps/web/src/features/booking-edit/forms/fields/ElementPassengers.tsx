// The passengers a PNR element (OSI, SK, CA, endorsement) is for: none ticked means the whole booking or everyone.
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import type { FieldBinding } from './field-binding';
import { PassengerChecklist } from './PassengerChecklist';

type Props = {
  form: FieldBinding;
  booking: Pick<TBookingDetail, 'passengers'>;
  /** What none ticked sends: one element for the whole booking (default) or one per passenger. */
  noneMeans?: 'wholeBooking' | 'everyPassenger';
};

/** The checklist of `paxIds` with the hint saying what leaving it empty does. */
export function ElementPassengers({ form, booking, noneMeans = 'wholeBooking' }: Props) {
  const { t } = useTranslation();
  return (
    <PassengerChecklist
      form={form}
      field="paxIds"
      booking={booking}
      label={t('editForms.fields.passengers')}
      hint={t(`editForms.hints.${noneMeans}`)}
    />
  );
}
