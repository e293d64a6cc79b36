// One passenger × flight choice among what the flight still sells, or the flight shown closed with the airline's reason.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { EditSelect, type SelectOption } from '../../../booking-edit/forms/fields/EditSelect';
import type { FieldBinding } from '../../../booking-edit/forms/fields/field-binding';

type Props = {
  form: FieldBinding;
  field: string;
  label: string;
  options: readonly SelectOption[];
  closedReason?: string | undefined;
  emptyLabel: string;
};

export function OfferRowSelect({ form, field, label, options, closedReason, emptyLabel }: Props) {
  const { t } = useTranslation();
  if (closedReason)
    return (
      <TextField
        label={label}
        value={t('bookingPaid.forms.closed')}
        helperText={closedReason}
        disabled
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  return (
    <EditSelect
      form={form}
      field={field}
      label={label}
      options={options}
      emptyLabel={options.length > 0 ? emptyLabel : t('bookingPaid.forms.noOptions')}
    />
  );
}
