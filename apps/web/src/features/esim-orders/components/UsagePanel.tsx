// An eSIM's usage read from the vendor now: a bar of used over total (as GB; unlimited said so), the expiry, and a
// refresh button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { useGetEsimUsageQuery, type EsimIds } from '../../../lib/esim/esim-api';
import { megabytesText, type EsimLanguage } from '../../../lib/esim/esim-format';

export function UsagePanel({ ids, language }: { ids: EsimIds; language: EsimLanguage }) {
  const { t } = useTranslation();
  const usage = useGetEsimUsageQuery(ids);
  const data = usage.data;
  const used = data ? megabytesText(data.usedMb, language) : '';
  const percent = data?.totalMb ? Math.min(100, Math.round((data.usedMb / data.totalMb) * 100)) : 0;
  return (
    <Box data-print="hide" sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('esim.card.usage')}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('esim.card.refreshUsage')}
          disabled={usage.isFetching}
          onClick={() => void usage.refetch()}
        >
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Box>
      {usage.isFetching && !data ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {usage.error ? <Alert severity="warning">{t('esim.card.usageFailed')}</Alert> : null}
      {data ? (
        <>
          {data.totalMb ? (
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('esim.card.usage')}
              sx={{ height: 8, borderRadius: 1, my: 0.5 }}
            />
          ) : null}
          <Typography variant="body2">
            {data.totalMb
              ? t('esim.card.usageText', { used, total: megabytesText(data.totalMb, language) })
              : t('esim.card.usageUnlimited', { used })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {data.expiresAt
              ? t('esim.card.expiresAt', { at: formatDateTime(new Date(data.expiresAt)) })
              : t('esim.card.notActivated')}
          </Typography>
        </>
      ) : null}
    </Box>
  );
}
