// The booking's flights to tick for a paid change; a flight the airline has closed shown disabled with its reason.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { TBookingDetail } from '@portal/contracts';
import { flightChoices } from '../../../booking-edit/forms/model/booking-choices';
import { editFieldId } from '../../../booking-edit/forms/model/edit-form-messages';
import { listOf, type FieldBinding } from '../../../booking-edit/forms/fields/field-binding';

type Props = {
  form: FieldBinding;
  field: string;
  booking: Pick<TBookingDetail, 'routes'>;
  label: string;
  hint?: string;
  /** flightKey → the airline's reason it takes no change now. */
  closed: ReadonlyMap<string, string>;
};

export function PaidFlightChecklist({ form, field, booking, label, hint, closed }: Props) {
  const flights = flightChoices(booking).filter((choice) => !choice.isCancelled);
  const chosen = listOf(form, field);
  const toggle = (flightKey: string, checked: boolean) => {
    const next = checked ? [...chosen, flightKey] : chosen.filter((key) => key !== flightKey);
    form.change(
      field,
      flights.map((choice) => choice.flightKey).filter((key) => next.includes(key)),
    );
  };
  const message = form.messageOf(field);
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {flights.map((choice, index) => {
          const reason = closed.get(choice.flightKey);
          return (
            <FormControlLabel
              key={choice.flightKey}
              label={reason ? `${choice.label} · ${reason}` : choice.label}
              disabled={Boolean(reason)}
              control={
                <Checkbox
                  checked={chosen.includes(choice.flightKey)}
                  onChange={(event) => toggle(choice.flightKey, event.target.checked)}
                  slotProps={{ input: index === 0 ? { id: editFieldId(field) } : {} }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {(message ?? hint) && <FormHelperText>{message ?? hint}</FormHelperText>}
    </FormControl>
  );
}
