// The price of a party as the consumer would pay it, live: adults, children's ages, single rooms → lines, total, deposit.
import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd, priceTourParty, type TourPrices } from '@portal/domain';

/** "7, 3" → [7, 3]; what is not a whole age 0–17 is left out. */
export const agesOf = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map(Number)
    .filter((age) => Number.isInteger(age) && age >= 0 && age <= 17);

export function PartyPricePreview({ prices }: { prices: TourPrices }) {
  const { t } = useTranslation();
  const [adults, setAdults] = useState(2);
  const [ages, setAges] = useState('7');
  const [singleRooms, setSingleRooms] = useState(0);
  const price = priceTourParty(prices, { adults: Math.max(0, adults), childAges: agesOf(ages), singleRooms });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('b2cTours.preview.title')}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('b2cTours.preview.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t('b2cTours.preview.adults')}
          value={adults}
          onChange={(event) => setAdults(Number(event.target.value))}
          slotProps={{ htmlInput: { min: 1, max: 50 } }}
        />
        <TextField
          size="small"
          label={t('b2cTours.preview.childAges')}
          helperText={t('b2cTours.preview.childAgesHelp')}
          value={ages}
          onChange={(event) => setAges(event.target.value)}
        />
        <TextField
          size="small"
          type="number"
          label={t('b2cTours.preview.singleRooms')}
          value={singleRooms}
          onChange={(event) => setSingleRooms(Math.max(0, Number(event.target.value)))}
          slotProps={{ htmlInput: { min: 0, max: 50 } }}
        />
      </Stack>
      {price.lines.map((line) => (
        <Typography key={line.band} variant="body2">
          {t(`b2cTours.bands.${line.band}`)}: {line.count} × {formatVnd(line.unit)} = {formatVnd(line.amount)}
        </Typography>
      ))}
      <Typography variant="body1" sx={{ fontWeight: 600, mt: 1 }} data-testid="party-total">
        {t('b2cTours.preview.total')}: {formatVnd(price.total)}
      </Typography>
      <Typography variant="body2" data-testid="party-deposit">
        {t('b2cTours.preview.deposit', { percent: prices.depositPercent })}: {formatVnd(price.deposit)}
      </Typography>
    </Paper>
  );
}
