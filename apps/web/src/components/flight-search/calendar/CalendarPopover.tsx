// The date picker popover: two months side by side from the sm breakpoint, one on a phone, usable from the keyboard, with fares.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { compareIsoDates, type IsoDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { FareRoute } from '../../../lib/flight-search/calendar-fares';
import { addMonths, compareMonths, monthOf, moveFocus, shiftMonths } from '../../../lib/flight-search/calendar-month';
import { useMayAskFares } from './use-month-fares';
import { MonthGrid } from './MonthGrid';

export type CalendarPopoverProps = {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** The dialog's name, e.g. 'Chọn ngày đi'. */
  label: string;
  /** A line announced above the months, e.g. 'Chọn ngày về' after the first pick of a round trip. */
  hint?: string;
  today: IsoDate;
  minDate: IsoDate;
  /** The day focused when the calendar opens. */
  initialDate: IsoDate;
  rangeStart: IsoDate | null;
  rangeEnd: IsoDate | null;
  /** The direction whose lowest fare each day shows; null (or absent) shows no fares. */
  fareRoute?: FareRoute | null;
  onPick: (date: IsoDate) => void;
};

export function CalendarPopover({ anchorEl, onClose, label, ...panel }: CalendarPopoverProps) {
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      marginThreshold={8}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': label, sx: { p: { xs: 1.5, sm: 2 }, maxWidth: 'calc(100vw - 16px)' } },
      }}
    >
      {/* Mounted only while open, so each opening starts at the field's day. */}
      <CalendarPanel {...panel} onClose={onClose} />
    </Popover>
  );
}

type CalendarPanelProps = Omit<CalendarPopoverProps, 'anchorEl' | 'label'>;

function CalendarPanel({
  onClose,
  hint,
  today,
  minDate,
  initialDate,
  rangeStart,
  rangeEnd,
  fareRoute = null,
  onPick,
}: CalendarPanelProps) {
  const { t, i18n } = useTranslation();
  const showsFares = useMayAskFares() && fareRoute !== null;
  const theme = useTheme();
  const monthCount = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true }) ? 2 : 1;
  const start = compareIsoDates(initialDate, minDate) < 0 ? minDate : initialDate;
  const [focusedDate, setFocusedDate] = useState(start);
  const [firstMonth, setFirstMonth] = useState(() => monthOf(start));
  const monthsRef = useRef<HTMLDivElement>(null);
  // Focus follows the keyboard (and lands on the start day when the calendar opens), not a mouse hover or click.
  const shouldMoveFocus = useRef(true);

  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    monthsRef.current?.querySelector<HTMLElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate, firstMonth]);

  const months = Array.from({ length: monthCount }, (_, index) => addMonths(firstMonth, index));
  const canGoBack = compareMonths(firstMonth, monthOf(minDate)) > 0;

  const showDate = (date: IsoDate) => {
    const month = monthOf(date);
    if (compareMonths(month, firstMonth) < 0) setFirstMonth(month);
    else if (compareMonths(month, addMonths(firstMonth, monthCount - 1)) > 0)
      setFirstMonth(addMonths(month, 1 - monthCount));
  };

  const turnMonth = (count: number) => {
    const shifted = shiftMonths(focusedDate, count);
    setFirstMonth(addMonths(firstMonth, count));
    setFocusedDate(compareIsoDates(shifted, minDate) < 0 ? minDate : shifted);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFocus(focusedDate, { key: event.key, minDate, hasShift: event.shiftKey });
    if (!next) return;
    event.preventDefault();
    shouldMoveFocus.current = true;
    setFocusedDate(next);
    showDate(next);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton
          onClick={() => turnMonth(-1)}
          disabled={!canGoBack}
          aria-label={t('flightSearch.dates.previousMonth')}
          size="small"
        >
          <ChevronLeft />
        </IconButton>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flexGrow: 1, textAlign: 'center' }}>
          {hint}
        </Typography>
        <IconButton onClick={() => turnMonth(1)} aria-label={t('flightSearch.dates.nextMonth')} size="small">
          <ChevronRight />
        </IconButton>
      </Box>
      <Box ref={monthsRef} onKeyDown={onKeyDown} sx={{ display: 'flex', gap: 3, justifyContent: 'center' }}>
        {months.map((month) => (
          <MonthGrid
            key={`${month.year}-${month.month}`}
            month={month}
            language={i18n.resolvedLanguage ?? 'vi'}
            today={today}
            minDate={minDate}
            focusedDate={focusedDate}
            rangeStart={rangeStart}
            rangeEnd={rangeEnd}
            fareRoute={fareRoute}
            onPick={onPick}
            onFocusDate={setFocusedDate}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        {showsFares ? (
          <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('flightSearch.fares.note')}
          </Typography>
        ) : null}
        <Button onClick={onClose} size="small" sx={{ flexShrink: 0 }}>
          {t('flightSearch.dates.close')}
        </Button>
      </Box>
    </Box>
  );
}
