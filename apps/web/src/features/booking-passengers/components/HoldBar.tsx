// The foot of the passenger form: the total to accept, why holding waits (a price check, a new price), the hold button
// and its progress while the suppliers answer.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';

type Props = { total: number | null; canHold: boolean; isHolding: boolean; waitingFor: 'price' | 'acceptance' | null };

export function HoldBar({ total, canHold, isHolding, waitingFor }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('passengers.price.total')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {total === null ? '—' : formatVnd(total)}
        </Typography>
        {!canHold && !isHolding && waitingFor ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {t(waitingFor === 'acceptance' ? 'passengers.hold.acceptFirst' : 'passengers.hold.needsPrice')}
          </Typography>
        ) : null}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={isHolding}
        disabled={!canHold}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {t('passengers.hold.submit')}
      </Button>
      {isHolding ? (
        <Box role="status" sx={{ flexBasis: '100%' }}>
          <LinearProgress aria-label={t('passengers.hold.holding')} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('passengers.hold.holding')}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
