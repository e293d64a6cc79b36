// Some passengers of the booking, ticked by name; infants listed under their adult and, when asked, moved with it.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { editFieldId } from '../model/edit-form-messages';
import { passengerChoices, type PassengerChoice } from '../model/booking-choices';
import { listOf, type FieldBinding } from './field-binding';
import { passengerText } from './passenger-text';

type Props = {
  form: FieldBinding;
  field: string;
  booking: Pick<TBookingDetail, 'passengers'>;
  label: string;
  hint?: string;
  /** An infant goes with its adult: its box follows the adult's and cannot be ticked alone (split-passenger). */
  infantsFollowAdult?: boolean;
  isOffered?: (choice: PassengerChoice) => boolean;
};

export function PassengerChecklist({ form, field, booking, label, hint, infantsFollowAdult, isOffered }: Props) {
  const { t } = useTranslation();
  const all = passengerChoices(booking);
  const offered = all.filter((choice) => isOffered?.(choice) ?? true);
  const chosen = listOf(form, field);
  const follows = (choice: PassengerChoice) => Boolean(infantsFollowAdult && choice.parentPaxId);
  const isChecked = (choice: PassengerChoice) =>
    follows(choice) ? chosen.includes(choice.parentPaxId!) : chosen.includes(choice.paxId);
  const toggle = (choice: PassengerChoice, checked: boolean) => {
    const next = checked ? [...chosen, choice.paxId] : chosen.filter((paxId) => paxId !== choice.paxId);
    form.change(
      field,
      offered.map((option) => option.paxId).filter((paxId) => next.includes(paxId)),
    );
  };
  const message = form.messageOf(field);
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {offered.map((choice, index) => (
          <FormControlLabel
            key={choice.paxId}
            sx={choice.parentPaxId ? { pl: 4 } : undefined}
            label={
              follows(choice)
                ? `${passengerText(t, choice, all)} · ${t('editForms.passengers.followsAdult')}`
                : passengerText(t, choice, all)
            }
            control={
              <Checkbox
                checked={isChecked(choice)}
                disabled={follows(choice)}
                onChange={(event) => toggle(choice, event.target.checked)}
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
