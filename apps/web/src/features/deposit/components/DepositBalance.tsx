// The header's available deposit of the signed-in agency: a spinner while loading, nothing on error, red when negative.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { useGetDepositBalanceQuery } from '../../../lib/deposit/deposit-balance-api';

export function DepositBalance() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetDepositBalanceQuery();
  const label = t('deposit.available');
  // Never a made-up figure: an error or an answer without a safe integer shows nothing.
  const available = !isError && data && Number.isSafeInteger(data.available) ? data.available : undefined;
  if (!isLoading && available === undefined) return null;
  const isNegative = available !== undefined && available < 0;
  return (
    <Box
      role="status"
      aria-label={label}
      aria-busy={isLoading}
      sx={{
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        justifyContent: 'center',
        minHeight: 32,
        px: { xs: 1, sm: 1.5 },
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Typography
        variant="caption"
        component="span"
        noWrap
        sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      {available === undefined ? (
        <CircularProgress size={16} aria-label={t('common.loading')} />
      ) : (
        <Typography
          component="span"
          noWrap
          data-negative={isNegative || undefined}
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            fontSize: { xs: '0.8125rem', sm: '0.9375rem' },
            color: isNegative ? 'error.main' : 'inherit',
          }}
        >
          {formatVnd(available)}
        </Typography>
      )}
    </Box>
  );
}
