// One month of the date picker as an ARIA grid: past days disabled, the chosen range marked, one day tabbable.
import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { compareIsoDates, type IsoDate } from '@portal/domain';
import { monthWeeks, type CalendarMonth } from '../../calendar-month';
import { displayDate } from '../../date-text';

export type MonthGridProps = {
  month: CalendarMonth;
  language: string;
  today: IsoDate;
  minDate: IsoDate;
  /** The day that holds the tab stop and receives focus. */
  focusedDate: IsoDate;
  rangeStart: IsoDate | null;
  rangeEnd: IsoDate | null;
  onPick: (date: IsoDate) => void;
  onFocusDate: (date: IsoDate) => void;
};

/** Day buttons keep a 36 px touch target on a 320 px phone and grow to 40 px from the sm breakpoint. */
const DAY_SIZE = { xs: 36, sm: 40 };

function weekdayNames(language: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    const format = (weekday: 'short' | 'long') => new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
}

export function monthTitle(month: CalendarMonth, language: string): string {
  const text = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function MonthGrid({ month, language, today, minDate, focusedDate, rangeStart, rangeEnd, onPick, onFocusDate }: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const titleId = useId();
  const isInRange = (date: IsoDate) =>
    rangeStart !== null && rangeEnd !== null && compareIsoDates(date, rangeStart) > 0 && compareIsoDates(date, rangeEnd) < 0;

  return (
    <Box sx={{ width: { xs: DAY_SIZE.xs * 7, sm: DAY_SIZE.sm * 7 } }}>
      <Typography id={titleId} component="h3" variant="subtitle2" align="center" sx={{ fontWeight: 600, mb: 1 }} aria-live="polite">
        {monthTitle(month, language)}
      </Typography>
      <Box component="table" role="grid" aria-labelledby={titleId} sx={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%' }}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <Box component="th" key={weekday.long} scope="col" abbr={weekday.long} sx={{ p: 0, pb: 0.5, fontWeight: 500 }}>
                <Typography variant="caption" color="text.secondary">
                  {weekday.short}
                </Typography>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, weekIndex) => (
            <tr key={weekIndex}>
              {week.map((date, dayIndex) => {
                if (date === null) return <td key={`empty-${dayIndex}`} />;
                const isEnd = date === rangeStart || date === rangeEnd;
                const isDisabled = compareIsoDates(date, minDate) < 0;
                return (
                  <Box component="td" key={date} sx={{ p: 0, bgcolor: isInRange(date) ? 'action.selected' : undefined }}>
                    <ButtonBase
                      data-date={date}
                      aria-label={displayDate(date)}
                      aria-pressed={isEnd}
                      aria-current={date === today ? 'date' : undefined}
                      disabled={isDisabled}
                      tabIndex={date === focusedDate ? 0 : -1}
                      onClick={() => onPick(date)}
                      onFocus={() => onFocusDate(date)}
                      sx={{
                        width: DAY_SIZE,
                        height: DAY_SIZE,
                        borderRadius: '50%',
                        typography: 'body2',
                        fontWeight: isEnd || date === today ? 700 : 400,
                        color: isEnd ? 'primary.contrastText' : isDisabled ? 'text.disabled' : 'text.primary',
                        bgcolor: isEnd ? 'primary.main' : undefined,
                        border: date === today && !isEnd ? 1 : 0,
                        borderColor: 'primary.main',
                        '&:hover': { bgcolor: isEnd ? 'primary.dark' : 'action.hover' },
                        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
                      }}
                    >
                      {Number(date.slice(8))}
                    </ButtonBase>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
