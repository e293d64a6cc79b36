// One month of the date picker as an ARIA grid: past days disabled, the chosen range marked, each day's lowest fare.
import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { compareIsoDates, type IsoDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { FareRoute } from '../../../lib/flight-search/calendar-fares';
import { monthWeeks, type CalendarMonth } from '../../../lib/flight-search/calendar-month';
import { useMonthFares } from './use-month-fares';
import { DAY_SIZE, DayCell } from './DayCell';

export type MonthGridProps = {
  month: CalendarMonth;
  language: string;
  today: IsoDate;
  minDate: IsoDate;
  /** The day that holds the tab stop and receives focus. */
  focusedDate: IsoDate;
  rangeStart: IsoDate | null;
  rangeEnd: IsoDate | null;
  /** The route whose lowest fares the days show; null shows none. */
  fareRoute: FareRoute | null;
  onPick: (date: IsoDate) => void;
  onFocusDate: (date: IsoDate) => void;
};

function weekdayNames(language: string): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 0, 1 + index));
    const format = (weekday: 'short' | 'long') =>
      new Intl.DateTimeFormat(language, { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long') };
  });
}

export function monthTitle(month: CalendarMonth, language: string): string {
  const text = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function MonthGrid({
  month,
  language,
  today,
  minDate,
  focusedDate,
  rangeStart,
  rangeEnd,
  fareRoute,
  onPick,
  onFocusDate,
}: MonthGridProps) {
  const { t } = useTranslation();
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const titleId = useId();
  const { isAsked, fares, isLoading } = useMonthFares(fareRoute, month, today);
  const isInRange = (date: IsoDate) =>
    rangeStart !== null &&
    rangeEnd !== null &&
    compareIsoDates(date, rangeStart) > 0 &&
    compareIsoDates(date, rangeEnd) < 0;

  return (
    <Box sx={{ width: { xs: DAY_SIZE.xs * 7, sm: DAY_SIZE.sm * 7 } }}>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle2"
        align="center"
        sx={{ fontWeight: 600, mb: 0.5 }}
        aria-live="polite"
      >
        {monthTitle(month, language)}
      </Typography>
      {/* Room for the progress line is kept so the grid does not jump when the fares arrive. */}
      <Box sx={{ height: 2, mb: 0.5 }}>
        {isLoading ? <LinearProgress aria-label={t('flightSearch.fares.loading')} sx={{ height: 2 }} /> : null}
      </Box>
      <Box
        component="table"
        role="grid"
        aria-labelledby={titleId}
        sx={{ borderCollapse: 'collapse', tableLayout: 'fixed', width: '100%' }}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <Box
                component="th"
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                sx={{ p: 0, pb: 0.5, fontWeight: 500 }}
              >
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
                return (
                  <DayCell
                    key={date}
                    date={date}
                    idPrefix={titleId}
                    isToday={date === today}
                    isEnd={date === rangeStart || date === rangeEnd}
                    isInRange={isInRange(date)}
                    isDisabled={compareIsoDates(date, minDate) < 0}
                    isFocused={date === focusedDate}
                    showsFares={isAsked}
                    fare={fares?.byDate.get(date)}
                    isCheapest={fares?.cheapestDate === date}
                    onPick={onPick}
                    onFocusDate={onFocusDate}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
