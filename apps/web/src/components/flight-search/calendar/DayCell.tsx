// One day of the date picker: a button named by its date (dd/MM/yyyy), with the day's lowest fare under the number.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import type { IsoDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { DayFare } from '../../../lib/flight-search/calendar-fares';
import { displayDate } from '../../../lib/flight-search/date-text';

export type DayCellProps = {
  date: IsoDate;
  /** Used to build the ids of the fare texts the button is described by. */
  idPrefix: string;
  isToday: boolean;
  isEnd: boolean;
  isInRange: boolean;
  isDisabled: boolean;
  isFocused: boolean;
  /** The month shows fares: every day keeps room for one, priced or not. */
  showsFares: boolean;
  fare: DayFare | undefined;
  isCheapest: boolean;
  onPick: (date: IsoDate) => void;
  onFocusDate: (date: IsoDate) => void;
};

/** Day buttons keep a 36 px touch target on a 320 px phone and grow to 40 px from the sm breakpoint. */
export const DAY_SIZE = { xs: 36, sm: 40 };
/** With a fare line under the number the buttons grow taller, not wider. */
const FARE_DAY_HEIGHT = { xs: 46, sm: 50 };

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function DayCell(props: DayCellProps) {
  const {
    date,
    idPrefix,
    isToday,
    isEnd,
    isInRange,
    isDisabled,
    isFocused,
    showsFares,
    fare,
    isCheapest,
    onPick,
    onFocusDate,
  } = props;
  const { t } = useTranslation();
  const fareId = `${idPrefix}-fare-${date}`;
  const cheapestId = `${idPrefix}-cheapest-${date}`;
  const describedBy = fare ? (isCheapest ? `${fareId} ${cheapestId}` : fareId) : undefined;

  return (
    <Box component="td" sx={{ p: 0, bgcolor: isInRange ? 'action.selected' : undefined }}>
      <ButtonBase
        data-date={date}
        data-cheapest={isCheapest ? 'true' : undefined}
        // The name stays exactly the date; the fare is the button's description.
        aria-label={displayDate(date)}
        aria-describedby={describedBy}
        aria-pressed={isEnd}
        aria-current={isToday ? 'date' : undefined}
        disabled={isDisabled}
        tabIndex={isFocused ? 0 : -1}
        onClick={() => onPick(date)}
        onFocus={() => onFocusDate(date)}
        sx={{
          width: DAY_SIZE,
          height: showsFares ? FARE_DAY_HEIGHT : DAY_SIZE,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: showsFares ? 2 : '50%',
          typography: 'body2',
          fontWeight: isEnd || isToday ? 700 : 400,
          color: isEnd ? 'primary.contrastText' : isDisabled ? 'text.disabled' : 'text.primary',
          // The month's cheapest day is tinted green (text and background) unless it is a chosen day.
          bgcolor: isEnd ? 'primary.main' : isCheapest ? (theme) => alpha(theme.palette.success.main, 0.12) : undefined,
          border: isToday && !isEnd ? 1 : 0,
          borderColor: 'primary.main',
          '&:hover': { bgcolor: isEnd ? 'primary.dark' : 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {Number(date.slice(8))}
        {showsFares ? (
          <Box
            component="span"
            id={fare ? fareId : undefined}
            aria-hidden="false"
            sx={{
              display: 'block',
              minHeight: '1.2em',
              fontSize: { xs: '0.58rem', sm: '0.625rem' },
              lineHeight: 1.2,
              letterSpacing: '-0.02em',
              whiteSpace: 'nowrap',
              fontWeight: isCheapest ? 700 : 400,
              color: isEnd ? 'inherit' : isCheapest ? 'success.dark' : 'text.secondary',
            }}
          >
            {fare?.display}
          </Box>
        ) : null}
        {fare && isCheapest ? (
          <Box component="span" id={cheapestId} sx={VISUALLY_HIDDEN}>
            {t('flightSearch.fares.cheapest')}
          </Box>
        ) : null}
      </ButtonBase>
    </Box>
  );
}
