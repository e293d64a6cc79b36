// /booking/edit/{action}/{id}: one edit of one booking — the PNR now, the action's form, the answer (quote, refusal,
// someone else's change, no answer) and, once made, the PNR after the change beside the one before.
import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBookingPnrView, TOpenBookingEdit } from '@portal/contracts';
import { bookingEditContextOf } from '@portal/domain';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetBookingPnrQuery, useGetEditMenuQuery, useGetEditedBookingQuery } from '../api/booking-edit-api';
import { useSendEdit } from '../hooks/use-send-edit';
import { editMenuPath } from '../model/menu-groups';
import { EditFormHost } from './EditFormHost';
import { EditOutcomeNotice } from './EditOutcomeNotice';
import { EditPageTop } from './EditPageTop';
import { EditQuoteDialog } from './EditQuoteDialog';
import { PnrPanel } from './PnrPanel';

const NO_ERRORS: Readonly<Record<string, string>> = {};

export default function EditActionPage({ action }: { action: TOpenBookingEdit }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const pnr = useGetBookingPnrQuery(id, { skip: id === '' });
  // Read after the PNR, never from the cache (the menu page read them before): reading the PNR takes in what the
  // airline changed by itself (a schedule change), which the form and its version need.
  const fresh = { skip: id === '' || pnr.isLoading, refetchOnMountOrArgChange: true };
  const booking = useGetEditedBookingQuery(id, fresh);
  const menu = useGetEditMenuQuery(id, fresh);
  const { outcome, submitting, submit, accept, retry, dismiss } = useSendEdit({ bookingId: id, action });
  /** The PNR as it was before the change, kept while the page reads it again after. */
  const before = useRef<TBookingPnrView | undefined>(undefined);
  const isDone = outcome?.kind === 'done';
  const { refetch: refetchPnr } = pnr;

  useEffect(() => {
    if (!isDone) before.current = pnr.currentData ?? before.current;
  }, [isDone, pnr.currentData]);
  useEffect(() => {
    if (isDone) void refetchPnr();
  }, [isDone, refetchPnr]);

  const detail = booking.currentData;
  /** The server's clock when the page opened: "today" of the form's date rules is the API's. */
  const serverNow = useServerNow(60_000, false);
  const context = useMemo(
    () => (detail ? bookingEditContextOf(detail, new Date(serverNow)) : undefined),
    [detail, serverNow],
  );
  const offered = menu.currentData?.actions.some((entry) => entry.action === action);
  const loadError = booking.error ?? menu.error;
  const pnrError = pnr.error ? (apiErrorMessage(pnr.error) ?? t('bookingEdit.pnr.unavailable')) : undefined;
  const quote = outcome?.kind === 'quote' || outcome?.kind === 'priceChanged' ? outcome.quote : undefined;

  const reload = () => {
    dismiss();
    void booking.refetch();
    void menu.refetch();
    void refetchPnr();
  };

  return (
    <>
      <EditPageTop
        bookingId={id}
        title={t(`bookingEdit.actions.${action}`)}
        booking={detail}
        isLoading={booking.isLoading || menu.isLoading}
        sendingLabel={submitting ? t('bookingEdit.page.sending') : undefined}
        loadError={loadError}
      />
      {menu.currentData && !offered && !isDone ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('bookingEdit.page.notOffered')}{' '}
          <Link component={RouterLink} to={editMenuPath(id)}>
            {t('bookingEdit.links.menu')}
          </Link>
        </Alert>
      ) : null}
      {outcome ? (
        <Box sx={{ mb: 2 }}>
          <EditOutcomeNotice
            outcome={outcome}
            bookingId={id}
            submitting={submitting}
            onReload={reload}
            onRetry={retry}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <PnrPanel
          title={t('bookingEdit.pnr.current')}
          view={isDone ? before.current : pnr.currentData}
          isLoading={!isDone && pnr.isFetching}
          error={isDone ? undefined : pnrError}
        />
        {isDone ? (
          <PnrPanel
            title={t('bookingEdit.pnr.after')}
            view={pnr.currentData}
            isLoading={pnr.isFetching}
            error={pnrError}
          />
        ) : (
          <Paper component="section" variant="outlined" aria-label={t('bookingEdit.page.formLabel')} sx={{ p: 2 }}>
            {detail && menu.currentData && offered && context && !booking.isFetching && !menu.isFetching ? (
              <EditFormHost
                action={action}
                booking={detail}
                context={context}
                version={menu.currentData.version}
                serverErrors={outcome?.kind === 'invalid' ? outcome.fields : NO_ERRORS}
                submitting={submitting}
                onSubmit={(body) => void submit(body)}
              />
            ) : detail && !context ? (
              <Alert severity="info">{t('bookingEdit.page.noFlights')}</Alert>
            ) : null}
          </Paper>
        )}
      </Box>
      {quote ? (
        <EditQuoteDialog
          quote={quote}
          priceMoved={outcome?.kind === 'priceChanged'}
          submitting={submitting}
          onAccept={() => accept(quote)}
          onClose={dismiss}
        />
      ) : null}
    </>
  );
}
