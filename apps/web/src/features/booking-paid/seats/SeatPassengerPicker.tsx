// Which passenger the map chooses for: a radio group of the seated passengers (infants sit on their adult's lap and
// are not offered), each with its number on the map, what limits it, and its seat now and chosen on this flight.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { chosenSeatOf, currentSeatOf, type SeatChoice, type SeatMapOfFlight, type SeatPassenger } from './seat-choice';

type Props = {
  passengers: readonly SeatPassenger[];
  activePaxId: string | undefined;
  map: SeatMapOfFlight | undefined;
  choices: readonly SeatChoice[];
  isLocked: boolean;
  onPick: (paxId: string) => void;
};

export function SeatPassengerPicker({ passengers, activePaxId, map, choices, isLocked, onPick }: Props) {
  const { t } = useTranslation();
  const labelOf = (passenger: SeatPassenger, index: number) => {
    const current = map ? currentSeatOf(map, passenger.paxId) : undefined;
    const chosen = map ? chosenSeatOf(choices, { paxId: passenger.paxId, flightKey: map.flightKey }) : undefined;
    const notes = [
      passenger.type === 'CHD' ? t('paidSeats.form.child') : '',
      passenger.hasInfant ? t('paidSeats.form.withInfant') : '',
      current ? t('paidSeats.form.currentSeat', { seat: current }) : '',
      chosen ? t('paidSeats.form.chosenSeat', { seat: chosen.seat }) : '',
    ].filter(Boolean);
    const name = t('paidSeats.form.passengerOption', { number: index + 1, name: passenger.name });
    return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
  };
  return (
    <FormControl component="fieldset" disabled={isLocked}>
      <FormLabel component="legend">{t('paidSeats.form.passenger')}</FormLabel>
      <RadioGroup value={activePaxId ?? ''} onChange={(event) => onPick(event.target.value)}>
        {passengers.map((passenger, index) => (
          <FormControlLabel
            key={passenger.paxId}
            value={passenger.paxId}
            control={<Radio />}
            label={labelOf(passenger, index)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
