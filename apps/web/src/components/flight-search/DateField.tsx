// A date typed as dd/MM/yyyy, with a button (or Alt+↓) opening the calendar popover.
import { useRef, useState, type KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import type { IsoDate } from '@portal/domain';
import type { FareRoute } from '../../lib/flight-search/calendar-fares';
import { displayDate } from '../../lib/flight-search/date-text';
import { CalendarPopover } from './calendar/CalendarPopover';

export type DateFieldCalendar = {
  /** The calendar dialog's name. */
  label: string;
  hint?: string;
  today: IsoDate;
  minDate: IsoDate;
  rangeStart: IsoDate | null;
  rangeEnd: IsoDate | null;
  /** The direction whose lowest fare each day shows; null shows none. */
  fareRoute?: FareRoute | null;
  /** Applies a picked day; answers whether the calendar should stay open for another pick. */
  onPick: (date: IsoDate) => 'stay' | 'close';
};

export type DateFieldProps = {
  label: string;
  openCalendarLabel: string;
  value: IsoDate | null;
  /** What the agent is typing, until it is applied; undefined shows `value`. */
  pendingText: string | undefined;
  onTextChange: (text: string) => void;
  /** Leaving the field applies what was typed. */
  onTextCommit: () => void;
  error?: string;
  required?: boolean;
  calendar: DateFieldCalendar;
};

export function DateField({
  label,
  openCalendarLabel,
  value,
  pendingText,
  onTextChange,
  onTextCommit,
  error,
  required,
  calendar,
}: DateFieldProps) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const { label: calendarLabel, onPick, ...calendarProps } = calendar;

  const openCalendar = () => {
    if (pendingText !== undefined) onTextCommit();
    setAnchorEl(fieldRef.current);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      openCalendar();
    }
  };

  const pick = (date: IsoDate) => {
    if (onPick(date) === 'close') setAnchorEl(null);
  };

  return (
    <>
      <TextField
        ref={fieldRef}
        label={label}
        value={pendingText ?? displayDate(value)}
        onChange={(event) => onTextChange(event.target.value)}
        onBlur={() => {
          if (pendingText !== undefined) onTextCommit();
        }}
        onKeyDown={onKeyDown}
        placeholder="dd/MM/yyyy"
        required={required}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton edge="end" onClick={openCalendar} aria-label={openCalendarLabel} aria-haspopup="dialog">
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <CalendarPopover
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        label={calendarLabel}
        initialDate={value ?? calendarProps.rangeStart ?? calendarProps.today}
        onPick={pick}
        {...calendarProps}
      />
    </>
  );
}
