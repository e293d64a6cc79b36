// The price as the suppliers give it now: checking, failed (retry), changed (old → new, to accept), then per PNR and
// passenger type, the add-ons and the total the hold will accept.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPnrPrice, TPriceCheckResponse } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { isSameName } from '../../../lib/booking/label-once';

export type PriceChange = { oldTotal: number; newTotal: number };

type Props = {
  priceCheck: TPriceCheckResponse | undefined;
  isChecking: boolean;
  failure: string | null;
  onRetry: () => void;
  change: PriceChange | null;
  onAccept: () => void;
  passengerCounts: { ADT: number; CHD: number; INF: number };
  fareTotal: number | null;
  addOnsTotal: number;
};

function Row({ label, amount, isStrong = false }: { label: string; amount: string; isStrong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: isStrong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: isStrong ? 700 : undefined, whiteSpace: 'nowrap' }}>
        {amount}
      </Typography>
    </Box>
  );
}

function PnrLines({ pnr, counts }: { pnr: TPnrPrice; counts: Props['passengerCounts'] }) {
  const { t } = useTranslation();
  const route = pnr.flights.map((flight) => `${flight.from} → ${flight.to}`).join(', ');
  const moved = pnr.flights.filter((flight) => flight.fare && flight.fare.fareClass !== flight.requestedClass);
  return (
    <Box sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {isSameName(pnr.airline, pnr.system)
          ? t('passengers.price.pnrOwnSystem', { airline: pnr.airline, route })
          : t('passengers.price.pnr', { airline: pnr.airline, system: pnr.system, route })}
      </Typography>
      {moved.map((flight) => (
        <Typography key={flight.offerId} variant="caption" color="warning.dark" component="p">
          {t('passengers.price.classMoved', { from: flight.requestedClass, to: flight.fare?.fareClass ?? '' })}
        </Typography>
      ))}
      {pnr.prices
        ? (['ADT', 'CHD', 'INF'] as const).map((type) => {
            const price = pnr.prices?.[type];
            if (!price || counts[type] === 0) return null;
            return (
              <Row
                key={type}
                label={t('passengers.price.paxLine', {
                  type: t(`passengers.paxTypes.${type}`),
                  count: counts[type],
                  amount: formatVnd(price.total),
                })}
                amount={formatVnd(price.total * counts[type])}
              />
            );
          })
        : null}
      {pnr.total !== null ? (
        <Row label={t('passengers.price.pnrTotal', { airline: pnr.airline })} amount={formatVnd(pnr.total)} />
      ) : null}
    </Box>
  );
}

export function PricePanel({
  priceCheck,
  isChecking,
  failure,
  onRetry,
  change,
  onAccept,
  passengerCounts,
  fareTotal,
  addOnsTotal,
}: Props) {
  const { t } = useTranslation();
  const headingId = 'price-heading';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('passengers.price.title')}
      </Typography>
      {isChecking ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('passengers.price.checking')}</Typography>
        </Box>
      ) : null}
      {failure ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" onClick={onRetry}>
              {t('passengers.price.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      {change ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" variant="outlined" onClick={onAccept}>
              {t('passengers.price.accept')}
            </Button>
          }
        >
          {t('passengers.price.changed', {
            oldTotal: formatVnd(change.oldTotal),
            newTotal: formatVnd(change.newTotal),
          })}
        </Alert>
      ) : null}
      {priceCheck?.pnrs.map((pnr) => (
        <PnrLines key={`${pnr.system}-${pnr.airline}`} pnr={pnr} counts={passengerCounts} />
      ))}
      <Box sx={{ pt: 1 }}>
        <Row label={t('passengers.price.fares')} amount={fareTotal === null ? '—' : formatVnd(fareTotal)} />
        <Row label={t('passengers.price.addOns')} amount={formatVnd(addOnsTotal)} />
        <Row
          label={t('passengers.price.total')}
          amount={fareTotal === null ? '—' : formatVnd(fareTotal + addOnsTotal)}
          isStrong
        />
      </Box>
    </Paper>
  );
}
