// The buyer for the railway and for the VAT invoice: name, email, mobile, ID (optional), then company, tax code and
// address (optional; the company and its tax code together).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BuyerValues } from '../model/passenger-rules';

const FIELDS: readonly { name: keyof BuyerValues; isRequired: boolean; inputMode?: 'email' | 'tel' | 'numeric' }[] = [
  { name: 'fullName', isRequired: true },
  { name: 'email', isRequired: true, inputMode: 'email' },
  { name: 'mobile', isRequired: true, inputMode: 'tel' },
  { name: 'idNumber', isRequired: false },
];
const INVOICE_FIELDS: readonly { name: keyof BuyerValues; inputMode?: 'numeric' }[] = [
  { name: 'company' },
  { name: 'taxCode', inputMode: 'numeric' },
  { name: 'address' },
];

export function BuyerCard({
  buyer,
  problemOf,
  onChange,
}: {
  buyer: BuyerValues;
  problemOf: (field: keyof BuyerValues) => string | undefined;
  onChange: (buyer: BuyerValues) => void;
}) {
  const { t } = useTranslation();
  const input = (name: keyof BuyerValues, isRequired: boolean, inputMode?: string) => (
    <TextField
      key={name}
      size="small"
      fullWidth
      label={t(`trainBooking.buyer.${name}`)}
      required={isRequired}
      value={buyer[name]}
      onChange={(event) => onChange({ ...buyer, [name]: event.target.value })}
      error={Boolean(problemOf(name))}
      helperText={problemOf(name)}
      slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
    />
  );
  const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <Paper component="section" variant="outlined" aria-labelledby="train-buyer" sx={{ p: 2, mb: 2 }}>
      <Typography id="train-buyer" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('trainBooking.buyer.heading')}
      </Typography>
      <Box sx={grid}>{FIELDS.map((field) => input(field.name, field.isRequired, field.inputMode))}</Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('trainBooking.buyer.invoice')}
      </Typography>
      <Box sx={grid}>{INVOICE_FIELDS.map((field) => input(field.name, false, field.inputMode))}</Box>
    </Paper>
  );
}
