// The booking's flights, one chosen from a list or some ticked: "HAN → SGN 01/12/2030 VN 213" (status when not HK).
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { flightChoices, type FlightChoice } from '../model/booking-choices';
import { editFieldId } from '../model/edit-form-messages';
import { EditSelect } from './EditSelect';
import { listOf, type FieldBinding } from './field-binding';

type Props = {
  form: FieldBinding;
  field: string;
  booking: Pick<TBookingDetail, 'routes'>;
  label?: string;
  hint?: string;
  isOffered?: (choice: FlightChoice) => boolean;
};

const flightText = (choice: FlightChoice) =>
  choice.pendingStatuses.length > 0 ? `${choice.label} (${choice.pendingStatuses.join(', ')})` : choice.label;

export function FlightSelect({ form, field, booking, label, hint, isOffered }: Props) {
  const { t } = useTranslation();
  const options = flightChoices(booking)
    .filter((choice) => isOffered?.(choice) ?? true)
    .map((choice) => ({ value: choice.flightKey, label: flightText(choice) }));
  return (
    <EditSelect
      form={form}
      field={field}
      label={label ?? t('editForms.fields.flight')}
      options={options}
      emptyLabel={t('editForms.flights.choose')}
      hint={hint}
      isRequired
    />
  );
}

export function FlightChecklist({ form, field, booking, label, hint, isOffered }: Props) {
  const { t } = useTranslation();
  const offered = flightChoices(booking).filter((choice) => isOffered?.(choice) ?? true);
  const chosen = listOf(form, field);
  const toggle = (flightKey: string, checked: boolean) => {
    const next = checked ? [...chosen, flightKey] : chosen.filter((key) => key !== flightKey);
    form.change(
      field,
      offered.map((choice) => choice.flightKey).filter((key) => next.includes(key)),
    );
  };
  const message = form.messageOf(field);
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{label ?? t('editForms.fields.flights')}</FormLabel>
      <FormGroup>
        {offered.map((choice, index) => (
          <FormControlLabel
            key={choice.flightKey}
            label={flightText(choice)}
            control={
              <Checkbox
                checked={chosen.includes(choice.flightKey)}
                onChange={(event) => toggle(choice.flightKey, event.target.checked)}
                slotProps={{ input: index === 0 ? { id: editFieldId(field) } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      {(message ?? hint) && <FormHelperText>{message ?? hint}</FormHelperText>}
    </FormControl>
  );
}
