// The traveller the eSIMs are for: full name, email (the activation mail goes there) and mobile, each problem shown
// under its field.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CustomerField, CustomerProblems, CustomerValues } from '../model/customer-rules';

const FIELDS: readonly { name: CustomerField; inputMode?: 'email' | 'tel' }[] = [
  { name: 'fullName' },
  { name: 'email', inputMode: 'email' },
  { name: 'mobile', inputMode: 'tel' },
];

type Props = { values: CustomerValues; problems: CustomerProblems; onChange: (values: CustomerValues) => void };

export function CustomerCard({ values, problems, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="esim-customer" sx={{ p: 2, mb: 2 }}>
      <Typography id="esim-customer" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('esim.cart.customer')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {FIELDS.map(({ name, inputMode }) => {
          const problem = problems[name];
          return (
            <TextField
              key={name}
              size="small"
              required
              label={t(`esim.cart.${name}`)}
              value={values[name]}
              onChange={(event) => onChange({ ...values, [name]: event.target.value })}
              error={Boolean(problem)}
              helperText={problem ? t(`esim.cart.errors.${problem}`) : name === 'email' ? t('esim.cart.emailHelp') : ''}
              slotProps={inputMode ? { htmlInput: { inputMode } } : undefined}
            />
          );
        })}
      </Box>
    </Paper>
  );
}
