// One eSIM of an order: package and status, ICCID, the activation QR code drawn in the browser from its LPA string,
// the manual codes and APN with copy buttons, its top-ups, install steps, usage, and its actions (top up, refund when
// allowed).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TEsimItem, TEsimOrderLine } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { QrCode } from '../../../components/QrCode';
import { productTitle, type EsimLanguage } from '../../../lib/esim/esim-format';
import { showToast } from '../../../stores/toast-slice';
import { InstallTabs } from './InstallTabs';
import { EsimStatusChip } from './OrderStatusChip';
import { UsagePanel } from './UsagePanel';

type Props = {
  orderId: string;
  esim: TEsimItem;
  index: number;
  line: TEsimOrderLine | undefined;
  language: EsimLanguage;
  onTopUp: () => void;
  onRefund: () => void;
};

function Code({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const copy = () =>
    void navigator.clipboard
      ?.writeText(value)
      .then(() => dispatch(showToast({ type: 'success', description: t('esim.card.copied', { label }) })));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
        <IconButton size="small" aria-label={t('esim.card.copy', { label })} onClick={copy} data-print="hide">
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Box>
    </Box>
  );
}

export function EsimCard({ orderId, esim, index, line, language, onTopUp, onRefund }: Props) {
  const { t } = useTranslation();
  const name = line ? productTitle(t, line.product, language) : esim.productId;
  const headingId = `esim-card-${esim.id}`;
  const actions: ReactNode[] = [];
  if (esim.allowedActions.includes('topUp'))
    actions.push(
      <Button key="topUp" variant="outlined" size="small" onClick={onTopUp}>
        {t('esim.card.topUp')}
      </Button>,
    );
  if (esim.allowedActions.includes('refund'))
    actions.push(
      <Button key="refund" variant="outlined" color="error" size="small" onClick={onRefund}>
        {t('esim.card.refund')}
      </Button>,
    );
  return (
    <Paper
      component="article"
      className="esim-card"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '0 0 auto' }}>
        <QrCode text={esim.lpa} label={t('esim.card.qr', { iccid: esim.iccid })} size={180} />
      </Box>
      <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            {t('esim.card.title', { index: index + 1, name })}
          </Typography>
          <EsimStatusChip status={esim.status} />
        </Box>
        {esim.refundAmount !== null ? (
          <Typography variant="body2" color="text.secondary">
            {t('esim.card.refundedAmount', { amount: formatVnd(esim.refundAmount) })}
          </Typography>
        ) : null}
        {esim.topUps.map((topUp) => (
          <Typography key={topUp.id} variant="body2" color="text.secondary">
            {t('esim.card.topUpLine', {
              name: topUp.name,
              amount: formatVnd(topUp.totalAmount),
              status: t(`esim.status.${topUp.status}`),
              at: formatDateTime(new Date(topUp.createdAt)),
            })}
          </Typography>
        ))}
        {esim.refundPending ? (
          <Typography variant="body2" color="warning.main">
            {t('esim.card.refundPending')}
          </Typography>
        ) : null}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        >
          <Code label={t('esim.card.iccid')} value={esim.iccid} />
          <Code label={t('esim.card.smdp')} value={esim.smdpAddress} />
          <Code label={t('esim.card.activationCode')} value={esim.matchingId} />
          <Code label={t('esim.card.apn')} value={esim.apn} />
        </Box>
        {esim.status !== 'REFUNDED' ? <UsagePanel ids={{ orderId, esimId: esim.id }} language={language} /> : null}
        <InstallTabs esimId={esim.id} />
        {actions.length > 0 ? (
          <Box data-print="hide" sx={{ display: 'flex', gap: 1, mt: 2 }}>
            {actions}
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
