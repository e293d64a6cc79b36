// One passenger of the booking, chosen by name as the airline spells it (infants shown on their adult).
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { passengerChoices, type PassengerChoice } from '../model/booking-choices';
import { EditSelect } from './EditSelect';
import type { FieldBinding } from './field-binding';
import { passengerText } from './passenger-text';

type Props = {
  form: FieldBinding;
  field: string;
  booking: Pick<TBookingDetail, 'passengers'>;
  label?: string;
  /** Which passengers may be chosen (all by default). */
  isOffered?: (choice: PassengerChoice) => boolean;
  onChoose?: (paxId: string) => void;
};

export function PassengerSelect({ form, field, booking, label, isOffered, onChoose }: Props) {
  const { t } = useTranslation();
  const all = passengerChoices(booking);
  const options = all
    .filter((choice) => isOffered?.(choice) ?? true)
    .map((choice) => ({ value: choice.paxId, label: passengerText(t, choice, all) }));
  return (
    <EditSelect
      form={form}
      field={field}
      label={label ?? t('editForms.fields.passenger')}
      options={options}
      emptyLabel={t('editForms.passengers.choose')}
      isRequired
      onChoose={onChoose}
    />
  );
}
