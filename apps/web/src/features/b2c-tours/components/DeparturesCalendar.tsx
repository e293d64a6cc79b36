// A month of departures: each day that has one shows its seats left; arrows move a month.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { TTourDeparture } from '@portal/contracts';

const monthOf = (date: string) => date.slice(0, 7);
const shift = (month: string, by: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};

export function DeparturesCalendar({ departures }: { departures: readonly TTourDeparture[] }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => monthOf(departures[0]?.date ?? new Date().toISOString()));
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  // Monday first, as Vietnamese calendars are.
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const byDate = new Map(departures.map((departure) => [departure.date, departure]));
  const weekdays = t('b2cTours.calendar.weekdays').split(',');
  return (
    <Box aria-label={t('b2cTours.calendar.title')} role="group">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('b2cTours.calendar.previous')} onClick={() => setMonth(shift(month, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography sx={{ fontWeight: 600 }}>{`${String(number).padStart(2, '0')}/${year}`}</Typography>
        <IconButton aria-label={t('b2cTours.calendar.next')} onClick={() => setMonth(shift(month, 1))}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {weekdays.map((day) => (
          <Typography key={day} variant="caption" align="center" color="text.secondary">
            {day}
          </Typography>
        ))}
        {Array.from({ length: lead }, (_, index) => (
          <Box key={`lead-${index}`} />
        ))}
        {Array.from({ length: days }, (_, index) => {
          const date = `${month}-${String(index + 1).padStart(2, '0')}`;
          const departure = byDate.get(date);
          const isFull = departure ? departure.seatsLeft <= 0 : false;
          return (
            <Box
              key={date}
              data-date={date}
              sx={{
                border: 1,
                borderColor: departure ? (isFull ? 'error.light' : 'success.main') : 'divider',
                bgcolor: departure ? (isFull ? 'error.50' : 'success.50') : undefined,
                borderRadius: 1,
                p: 0.5,
                minHeight: 48,
                textAlign: 'center',
              }}
            >
              <Typography variant="body2">{index + 1}</Typography>
              {departure ? (
                <Typography variant="caption" color={isFull ? 'error' : 'success.main'}>
                  {isFull
                    ? t('b2cTours.calendar.full')
                    : t('b2cTours.calendar.seatsLeft', { count: departure.seatsLeft })}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
