// /booking/edit/{paid action}/{id}: one paid change of a ticketed booking — the PNR now, the action's form, its quote
// (lines, totals, expiry), "Accept and pay" (the PIN is asked by the HTTP client), then the documents, or the wait
// for the airline's answer, or the refusal (decision 054).
import { useCallback, useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPaidBookingEdit, TPaidChange } from '@portal/contracts';
import { bookingEditContextOf } from '@portal/domain';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectPermissions } from '../../../stores/session-slice';
import {
  useGetBookingPnrQuery,
  useGetEditMenuQuery,
  useGetEditedBookingQuery,
} from '../../booking-edit/api/booking-edit-api';
import { EditPageTop } from '../../booking-edit/components/EditPageTop';
import { PnrPanel } from '../../booking-edit/components/PnrPanel';
import { usePaidChangePolling } from '../hooks/use-paid-change-polling';
import { useSendPaidChange } from '../hooks/use-send-paid-change';
import { canMakePaidChanges } from '../../../lib/booking/paid-access';
import { outcomeOfChange } from '../model/paid-outcome';
import { UPGRADE_LUGGAGE_PAID_FORM } from '../forms';
import { PaidFormHost } from './PaidFormHost';
import { PaidOutcomeNotice } from './PaidOutcomeNotice';
import { PaidQuotePanel } from './PaidQuotePanel';

const NO_ERRORS: Readonly<Record<string, string>> = {};

type Props = {
  action: TPaidBookingEdit;
  /** Opened as upgrade-luggage's page (open to all; paying needs EXPORT_TICKET, decision 057). */
  openAs?: 'upgrade-luggage';
};

export default function PaidChangePage({ action, openAs }: Props) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const permissions = useSelector(selectPermissions);
  const pnr = useGetBookingPnrQuery(id, { skip: id === '' });
  const fresh = { skip: id === '' || pnr.isLoading, refetchOnMountOrArgChange: true };
  const booking = useGetEditedBookingQuery(id, fresh);
  const menu = useGetEditMenuQuery(id, fresh);
  const route = openAs ?? action;
  const paid = useSendPaidChange({ bookingId: id, action: route });
  const { outcome, setOutcome, submitting } = paid;
  const onSettled = useCallback((change: TPaidChange) => setOutcome(outcomeOfChange(change)), [setOutcome]);
  usePaidChangePolling({ bookingId: id, sent: outcome?.kind === 'sent' ? outcome.change : undefined, onSettled });

  const isDone = outcome?.kind === 'done';
  const { refetch: refetchPnr } = pnr;
  useEffect(() => {
    if (isDone) void refetchPnr();
  }, [isDone, refetchPnr]);

  const detail = booking.currentData;
  const serverNow = useServerNow(60_000, false);
  const context = useMemo(
    () => (detail ? bookingEditContextOf(detail, new Date(serverNow)) : undefined),
    [detail, serverNow],
  );
  const canPay = Boolean(detail && canMakePaidChanges(detail, permissions));
  const opens = openAs ? detail?.status === 'EXPORT' && detail.isOwnAgency : canPay;
  const offered = Boolean(menu.currentData?.actions.some((entry) => entry.action === route)) && opens;
  const loadError = booking.error ?? menu.error;
  const pnrError = pnr.error ? (apiErrorMessage(pnr.error) ?? t('bookingEdit.pnr.unavailable')) : undefined;
  const quote = outcome?.kind === 'quote' || outcome?.kind === 'requote' ? outcome.quote : undefined;
  const isSettled = outcome?.kind === 'done' || outcome?.kind === 'sent';
  const notice = outcome && outcome.kind !== 'quote' && outcome.kind !== 'requote' ? outcome : undefined;

  const reload = () => {
    paid.dismiss();
    void booking.refetch();
    void menu.refetch();
    void pnr.refetch();
  };

  return (
    <>
      <EditPageTop
        bookingId={id}
        title={openAs ? t(`bookingEdit.actions.${openAs}`) : t(`bookingPaid.actions.${action}`)}
        booking={detail}
        isLoading={booking.isLoading || menu.isLoading}
        sendingLabel={submitting ? t('bookingPaid.page.sending') : undefined}
        loadError={loadError}
      />
      {menu.currentData && detail && !offered && !isSettled ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {openAs ? t('bookingPaid.page.upgradeNotOffered') : t('bookingPaid.page.notOffered')}
        </Alert>
      ) : null}
      {notice ? (
        <Box sx={{ mb: 2 }}>
          <PaidOutcomeNotice
            outcome={notice}
            bookingId={id}
            submitting={submitting}
            onReload={reload}
            onRetry={paid.retry}
          />
        </Box>
      ) : null}
      {outcome?.kind === 'requote' && !outcome.quote ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {outcome.message ?? t('bookingPaid.quote.expired')}
        </Alert>
      ) : null}
      {outcome?.kind === 'quote' && outcome.message ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {outcome.message}
        </Alert>
      ) : null}
      {quote ? (
        <Box sx={{ mb: 2 }}>
          <PaidQuotePanel
            quote={quote}
            isNew={outcome?.kind === 'requote'}
            canAccept={canPay}
            submitting={submitting}
            onAccept={() => paid.accept(quote)}
            onRequote={paid.requote}
            onChangeChoices={paid.dismiss}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <PnrPanel
          title={t('bookingEdit.pnr.current')}
          view={pnr.currentData}
          isLoading={pnr.isFetching}
          error={pnrError}
        />
        {isSettled ? null : (
          <Paper component="section" variant="outlined" aria-label={t('bookingEdit.page.formLabel')} sx={{ p: 2 }}>
            {detail && menu.currentData && offered && context && !booking.isFetching && !menu.isFetching ? (
              <PaidFormHost
                action={action}
                booking={detail}
                context={context}
                version={menu.currentData.version}
                serverErrors={outcome?.kind === 'invalid' ? outcome.fields : NO_ERRORS}
                submitting={submitting}
                locked={Boolean(quote)}
                onSubmit={(body) => void paid.requestQuote(body)}
                {...(openAs ? { form: UPGRADE_LUGGAGE_PAID_FORM } : {})}
                {...(outcome?.kind === 'conflict' ? { conflict: outcome.conflict } : {})}
              />
            ) : detail && !context ? (
              <Alert severity="info">{t('bookingEdit.page.noFlights')}</Alert>
            ) : null}
          </Paper>
        )}
      </Box>
    </>
  );
}
