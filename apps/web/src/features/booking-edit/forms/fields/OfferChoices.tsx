// The flights a leg search found, one fare each line: "VN 157 · 08:00 → 09:20 · Y ECONOMY FLEX · 1.200.000 ₫".
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import type { TFareOption, TFlightOffer } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { flightNumberText, localTime } from '../../../../lib/booking/flight-text';
import { editFieldId } from '../model/edit-form-messages';

type Props = {
  offers: readonly TFlightOffer[];
  /** `${offerId}|${fareClass}` of the fare chosen, '' for none. */
  value: string;
  message: string | undefined;
  /** The field whose id the first choice takes (the first wrong field is focused). */
  field: string;
  onChoose: (offerId: string, fareClass: string) => void;
};

const fareText = (offer: TFlightOffer, fare: TFareOption) =>
  `${flightNumberText(offer.segments)} · ${localTime(offer.departDateTime)} → ${localTime(offer.arrivalDateTime)} · ` +
  `${fare.fareClass} ${fare.fareFamily} · ${formatVnd(fare.totalPrice)}`;

export function OfferChoices({ offers, value, message, field, onChoose }: Props) {
  const { t } = useTranslation();
  const choices = offers.flatMap((offer) => offer.fares.map((fare) => ({ offer, fare })));
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{t('editForms.fields.foundFlights')}</FormLabel>
      <RadioGroup
        value={value}
        onChange={(event) => {
          const [offerId, fareClass] = event.target.value.split('|');
          onChoose(offerId ?? '', fareClass ?? '');
        }}
      >
        {choices.map(({ offer, fare }, index) => (
          <FormControlLabel
            key={`${offer.id}|${fare.fareClass}`}
            value={`${offer.id}|${fare.fareClass}`}
            disabled={fare.seatAvailable <= 0}
            label={
              fare.seatAvailable > 0
                ? fareText(offer, fare)
                : `${fareText(offer, fare)} · ${t('editForms.route.soldOut')}`
            }
            control={<Radio slotProps={{ input: index === 0 ? { id: editFieldId(field) } : {} }} />}
          />
        ))}
      </RadioGroup>
      {choices.length === 0 && <FormHelperText>{t('editForms.route.noFlights')}</FormHelperText>}
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
