// A carriage's seat map: berth carriages drawn as compartments with their tiers (top first) and berth numbers, seat
// carriages as rows across (2 + aisle + 2), extra seats listed apart; each seat a button the keyboard can reach.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTrainSeat, TTrainSeatMap } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useRovingSeats } from '../../lib/train/use-roving-seats';
import {
  compartmentsOf,
  extraSeatsOf,
  isBerthLayout,
  keyGridOf,
  mainSeatsOf,
  seatRowsOf,
  type KeyGrid,
} from '../../lib/train/seat-layout';
import { seatLookOf, TRAIN_SEAT_SIZE } from '../../lib/train/seat-look';
import { TrainSeatButton } from './TrainSeatButton';

type Props = {
  map: TTrainSeatMap;
  mySeatIds: ReadonlySet<string>;
  busySeatId: string | null;
  onToggle: (seat: TTrainSeat) => void;
};

type SeatDrawer = (seat: TTrainSeat) => React.ReactNode;

function useSeatDrawer(props: Props, grid: KeyGrid) {
  const { t } = useTranslation();
  const { map, mySeatIds, busySeatId, onToggle } = props;
  const firstFree = map.seats.find((seat) => seat.status === 3 && grid.flat().includes(seat.seatId))?.seatId;
  const roving = useRovingSeats(grid, firstFree);
  const draw: SeatDrawer = (seat) => {
    const look = seatLookOf(seat, mySeatIds.has(seat.seatId));
    const place = seat.isExtra
      ? t('train.seats.extraSeat', { number: seat.number })
      : seat.tier !== null
        ? t('train.seats.berthTier', { number: seat.number, tier: seat.tier })
        : t('train.seats.seat', { number: seat.number });
    const label = t('train.seats.seatLabel', {
      carriage: map.carriageNo,
      place,
      price: formatVnd(seat.fare),
      status: t(`train.statuses.${look}`),
    });
    return (
      <TrainSeatButton
        key={seat.seatId}
        seat={seat}
        look={look}
        label={label}
        isTabStop={roving.tabStop === seat.seatId}
        isBusy={busySeatId === seat.seatId}
        onToggle={() => onToggle(seat)}
        onKeyDown={(event) => roving.onKeyDown(seat.seatId, event)}
        onFocus={() => roving.onFocus(seat.seatId)}
      />
    );
  };
  return { draw, containerRef: roving.containerRef };
}

function BerthCompartments({ props }: { props: Props }) {
  const { t } = useTranslation();
  const grid = keyGridOf(props.map);
  const { draw, containerRef } = useSeatDrawer(props, grid);
  const compartments = compartmentsOf(mainSeatsOf(props.map));
  const tierNumbers = compartments[0]?.tiers.map(({ tier }) => tier) ?? [];
  return (
    <Box ref={containerRef} sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', pb: 1 }}>
      {/* The tiers' names once, level with the berths of every compartment (T1 lower). */}
      <Box aria-hidden sx={{ flex: 'none', pt: '30px' }}>
        {tierNumbers.map((tier) => (
          <Typography
            key={tier}
            variant="caption"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', height: TRAIN_SEAT_SIZE.height, mb: 0.5 }}
          >
            {`T${tier}`}
          </Typography>
        ))}
      </Box>
      {compartments.map(({ compartment, tiers }) => (
        <Box
          key={compartment}
          role="group"
          aria-label={t('train.seats.compartment', { number: compartment })}
          data-compartment={compartment}
          sx={{ border: 2, borderColor: 'grey.400', borderRadius: 1, p: 0.5, flex: 'none' }}
        >
          <Typography
            variant="caption"
            component="p"
            sx={{ fontWeight: 600, textAlign: 'center', height: 20, mb: 0.5, whiteSpace: 'nowrap' }}
          >
            {t('train.seats.compartment', { number: compartment })}
          </Typography>
          {tiers.map(({ tier, berths }) => (
            <Box
              key={tier}
              role="group"
              aria-label={t('train.seats.tier', { tier })}
              data-tier={tier}
              sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}
            >
              {berths.map(draw)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function SeatRows({ props }: { props: Props }) {
  const { t } = useTranslation();
  const grid = keyGridOf(props.map);
  const { draw, containerRef } = useSeatDrawer(props, grid);
  const rows = seatRowsOf(mainSeatsOf(props.map));
  const line = (position: number) => (
    <Box role="group" aria-label={t('train.seats.side', { position: position + 1 })} sx={{ display: 'flex', gap: 0.5 }}>
      {rows.map((row) => {
        const seat = row.seats[position];
        return seat ? draw(seat) : <Box key={`gap-${row.row}`} sx={{ ...TRAIN_SEAT_SIZE, flex: 'none' }} />;
      })}
    </Box>
  );
  return (
    <Box ref={containerRef} sx={{ overflowX: 'auto', pb: 1, display: 'grid', gap: 0.5, justifyContent: 'start' }}>
      {line(0)}
      {line(1)}
      <Typography variant="caption" color="text.secondary" sx={{ py: 0.5, textAlign: 'center', letterSpacing: 4 }}>
        {t('train.seats.aisle')}
      </Typography>
      {line(2)}
      {line(3)}
    </Box>
  );
}

function ExtraSeats({ props }: { props: Props }) {
  const { t } = useTranslation();
  const extras = extraSeatsOf(props.map);
  const { draw, containerRef } = useSeatDrawer(props, [extras.map((seat) => seat.seatId)]);
  if (extras.length === 0) return null;
  return (
    <Box component="section" aria-label={t('train.seats.extras')} sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {t('train.seats.extras')}
      </Typography>
      <Box ref={containerRef} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        {extras.map(draw)}
      </Box>
    </Box>
  );
}

/** Memoised: the page ticks every second for the countdowns, the map need not follow. */
export const TrainSeatMap = memo(function TrainSeatMap(props: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('train.seats.mapOf', { carriage: props.map.carriageNo, name: props.map.name })}
      data-layout={props.map.layout}
    >
      {isBerthLayout(props.map.layout) ? <BerthCompartments props={props} /> : <SeatRows props={props} />}
      <ExtraSeats props={props} />
    </Box>
  );
});
