// The seat map's legend: each kind of seat drawn as on the map with its words, and every paid price of the cabin.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import type { SeatMapOfFlight } from './seat-choice';
import { SEAT_LOOKS, SEAT_MARKS, type SeatLook } from './seat-look';
import { seatZoneText } from './seat-text';

type LegendEntry = { key: string; look?: SeatLook; text: string };

/** The cabin's paid prices, cheapest first, each once with its zone's name when the airline gives one. */
export function paidPricesOf(map: Pick<SeatMapOfFlight, 'rows'>): { price: number; zone?: string }[] {
  const found = new Map<string, { price: number; zone?: string }>();
  for (const seat of map.rows.flatMap((row) => row.seats)) {
    if (seat.status !== 'PAID' || seat.price <= 0) continue;
    found.set(`${seat.price}|${seat.zone ?? ''}`, { price: seat.price, ...(seat.zone ? { zone: seat.zone } : {}) });
  }
  return [...found.values()].sort((a, b) => a.price - b.price || (a.zone ?? '').localeCompare(b.zone ?? ''));
}

function Swatch({ look }: { look?: SeatLook }) {
  if (!look)
    return (
      <Box
        aria-hidden
        sx={{ width: 28, fontSize: 9, fontWeight: 700, color: 'success.dark', textAlign: 'center', flex: 'none' }}
      >
        EXIT
      </Box>
    );
  return (
    <Box
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        flex: 'none',
        borderRadius: '5px 5px 2px 2px',
        fontSize: 11,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        ...SEAT_LOOKS[look],
      }}
    >
      {SEAT_MARKS[look]}
    </Box>
  );
}

export function SeatLegend({ map, id }: { map: SeatMapOfFlight; id: string }) {
  const { t } = useTranslation();
  const entries: LegendEntry[] = [
    { key: 'free', look: 'free', text: t('paidSeats.legend.free') },
    ...paidPricesOf(map).map(({ price, zone }) => ({
      key: `paid-${price}-${zone ?? ''}`,
      look: 'paid' as const,
      text: zone
        ? t('paidSeats.legend.paidZone', { zone: seatZoneText(t, zone), price: formatVnd(price) })
        : t('paidSeats.legend.paid', { price: formatVnd(price) }),
    })),
    { key: 'taken', look: 'taken', text: t('paidSeats.legend.taken') },
    { key: 'blocked', look: 'blocked', text: t('paidSeats.legend.blocked') },
    { key: 'exit', text: t('paidSeats.legend.exit') },
    { key: 'selected', look: 'selected', text: t('paidSeats.legend.selected') },
    { key: 'chosenOther', look: 'chosenOther', text: t('paidSeats.legend.chosenOther') },
    { key: 'current', look: 'current', text: t('paidSeats.legend.current') },
    { key: 'notAllowed', look: 'notAllowed', text: t('paidSeats.legend.notAllowed') },
  ];
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('paidSeats.legend.title')}
      </Typography>
      <Box
        component="ul"
        id={id}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 0.75,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr' },
        }}
      >
        {entries.map((entry) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Swatch look={entry.look} />
            <Typography variant="body2">{entry.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
