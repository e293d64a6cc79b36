// /esim/list-order/:id: an eSIM order — its header, then one card per eSIM (QR, codes, install steps, usage, top-up,
// refund) — polled while the vendor's answer is awaited; printed, each eSIM's card takes a page of its own.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TEsimItem } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { useGetEsimOrderQuery } from '../../../lib/esim/esim-api';
import { esimLanguageOf } from '../../../lib/esim/esim-format';
import { EsimCard } from './EsimCard';
import { MailEsimDialog, RefundEsimDialog } from './EsimDialogs';
import { OrderHeader } from './OrderHeader';
import { TopUpDialog } from './TopUpDialog';

export const ESIM_ORDER_POLL_MS = 3000;
const CARDS_ID = 'esim-cards';

/** On paper the header and the cards show (tools, usage and actions left out), one eSIM card per A4 page, never split. */
const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '#main-content': { width: '100% !important', padding: '0 !important', margin: '0 !important' },
    [`#${CARDS_ID} .esim-card`]: { breakInside: 'avoid', pageBreakInside: 'avoid' },
    [`#${CARDS_ID} .esim-card:not(:last-of-type)`]: { breakAfter: 'page', pageBreakAfter: 'always' },
  },
} as const;

type Acting = { kind: 'topUp' | 'refund'; esim: TEsimItem } | { kind: 'mail' } | null;

export default function EsimOrderPage() {
  const { t, i18n } = useTranslation();
  const language = esimLanguageOf(i18n.language);
  const id = useParams().id ?? '';
  const [isOrdering, setIsOrdering] = useState(false);
  const order = useGetEsimOrderQuery(id, { pollingInterval: isOrdering ? ESIM_ORDER_POLL_MS : 0 });
  const [acting, setActing] = useState<Acting>(null);
  const data = order.data;
  if ((data?.status === 'ORDERING') !== isOrdering && data) setIsOrdering(data.status === 'ORDERING');

  const title = data?.orderCode ? t('esim.order.code', { code: data.orderCode }) : t('esim.order.noCode');
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={data ? title : t('esim.pages.order')}
        actions={
          <Button component={RouterLink} to="/esim/list-order" data-print="hide">
            {t('esim.order.back')}
          </Button>
        }
      />
      {order.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {order.error && !data ? (
        <Alert severity="error" role="alert">
          {t('esim.order.notFound')}
        </Alert>
      ) : null}
      {data ? (
        <>
          <OrderHeader order={data} onMail={() => setActing({ kind: 'mail' })} />
          <Box id={CARDS_ID} role="region" aria-label={t('esim.order.esims')}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-print="hide">
              {t('esim.order.esims')}
            </Typography>
            {data.esims.map((esim, index) => (
              <EsimCard
                key={esim.id}
                orderId={data.id}
                esim={esim}
                index={index}
                line={data.lines.find((line) => line.productId === esim.productId)}
                language={language}
                onTopUp={() => setActing({ kind: 'topUp', esim })}
                onRefund={() => setActing({ kind: 'refund', esim })}
              />
            ))}
          </Box>
          {acting?.kind === 'mail' ? (
            <MailEsimDialog
              orderId={data.id}
              email={data.customer.email}
              lang={language}
              onClose={() => setActing(null)}
            />
          ) : null}
          {acting?.kind === 'topUp' ? (
            <TopUpDialog orderId={data.id} esim={acting.esim} language={language} onClose={() => setActing(null)} />
          ) : null}
          {acting?.kind === 'refund' ? (
            <RefundEsimDialog orderId={data.id} esim={acting.esim} onClose={() => setActing(null)} />
          ) : null}
        </>
      ) : null}
    </>
  );
}
