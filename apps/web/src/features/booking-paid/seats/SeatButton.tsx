// One seat of the map: a grid cell that is a button, its look (colour plus a mark), its accessible name and state.
import { forwardRef, type KeyboardEvent } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { SEAT_LOOKS, SEAT_MARKS, SEAT_SIZE, type SeatLook } from './seat-look';
import { seatLetter } from './seat-grid-keys';

type Props = {
  seat: string;
  look: SeatLook;
  /** The seat's full accessible name (number, price, state, reason). */
  label: string;
  isSelected: boolean;
  /** Not choosable for the active passenger: still focusable, so its reason can be heard. */
  isDisabled: boolean;
  /** The roving tab stop: the one seat of the grid reached with Tab. */
  isTabStop: boolean;
  /** The passenger's number when the seat is chosen for one (shown instead of the letter). */
  passengerNumber?: number;
  onChoose: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
};

export const SeatButton = forwardRef<HTMLButtonElement, Props>(function SeatButton(props, ref) {
  const { seat, look, label, isSelected, isDisabled, isTabStop, passengerNumber } = props;
  const mark = SEAT_MARKS[look];
  return (
    <ButtonBase
      ref={ref}
      role="gridcell"
      aria-label={label}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      title={label}
      tabIndex={isTabStop ? 0 : -1}
      data-seat={seat}
      onClick={props.onChoose}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          // Chosen here, not by the button's own click, which would choose it a second time.
          event.preventDefault();
          props.onChoose();
          return;
        }
        props.onKeyDown(event);
      }}
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
      onFocus={props.onFocus}
      focusRipple
      sx={{
        width: SEAT_SIZE,
        height: SEAT_SIZE,
        flex: 'none',
        borderRadius: '6px 6px 3px 3px',
        fontSize: 13,
        fontWeight: 600,
        lineHeight: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: '1px',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        ...SEAT_LOOKS[look],
      }}
    >
      <Box component="span" aria-hidden>
        {passengerNumber ?? seatLetter(seat)}
      </Box>
      {mark ? (
        <Box component="span" aria-hidden sx={{ fontSize: 10 }}>
          {mark}
        </Box>
      ) : null}
    </ButtonBase>
  );
});
