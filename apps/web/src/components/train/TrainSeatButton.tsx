// One seat or berth of the map: a button showing its number and compact price, coloured by status (decision 078),
// named in full for screen readers; Space or Enter toggles it, arrows move the focus (handled by the map).
import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { TTrainSeat } from '@portal/contracts';
import {
  compactFare,
  TRAIN_SEAT_MARKS,
  TRAIN_SEAT_SIZE,
  TRAIN_SEAT_STYLES,
  type TrainSeatLook,
} from '../../lib/train/seat-look';

type Props = {
  seat: TTrainSeat;
  look: TrainSeatLook;
  label: string;
  isTabStop: boolean;
  isBusy: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
};

export function TrainSeatButton({ seat, look, label, isTabStop, isBusy, onToggle, onKeyDown, onFocus }: Props) {
  const isChoosable = look === 'free' || look === 'mine';
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={look === 'mine'}
      aria-disabled={!isChoosable || isBusy || undefined}
      aria-busy={isBusy || undefined}
      title={label}
      tabIndex={isTabStop ? 0 : -1}
      data-seat={seat.seatId}
      onClick={() => {
        if (isChoosable && !isBusy) onToggle();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          // Toggled here, not by the button's own click, which would toggle it a second time.
          event.preventDefault();
          if (isChoosable && !isBusy) onToggle();
          return;
        }
        onKeyDown(event);
      }}
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
      onFocus={onFocus}
      focusRipple
      sx={{
        ...TRAIN_SEAT_SIZE,
        flex: 'none',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        lineHeight: 1.1,
        opacity: isBusy ? 0.6 : 1,
        cursor: isChoosable ? 'pointer' : 'not-allowed',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        ...TRAIN_SEAT_STYLES[look],
      }}
    >
      <Box component="span" aria-hidden sx={{ fontSize: 12, fontWeight: 700 }}>
        {seat.number}
        {TRAIN_SEAT_MARKS[look] ? ` ${TRAIN_SEAT_MARKS[look]}` : ''}
      </Box>
      <Box component="span" aria-hidden sx={{ fontSize: 9 }}>
        {compactFare(seat.fare)}
      </Box>
    </ButtonBase>
  );
}
