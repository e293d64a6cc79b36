// booking/train/complete?id=: the booking code, status, the countdown to the time limit while held, the tickets per
// direction and the totals; the actions the API allows (pay and issue, cancel the hold, refund chosen tickets, change a
// ticket to a new seat, mail);
// once issued the boarding cards with print, PDF and email. Polled while the railway's answer is not known.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTrainBooking, TTrainTicket } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { useTrainDraft } from '../../../lib/train/train-draft';
import { useGetTrainBookingQuery } from '../api/train-bookings-api';
import { BookingSummary } from './BookingSummary';
import { CancelHoldDialog } from './CancelHoldDialog';
import { ChangeTicketDialog } from './ChangeTicketDialog';
import { CardsToolbar } from './CardsToolbar';
import { BoardingCards } from './BoardingCards';
import { IssueTrainDialog } from './IssueTrainDialog';
import { RefundDialog } from './RefundDialog';
import { TicketsSection } from './TicketsSection';

export const TRAIN_POLL_MS = 3000;

/**
 * The railway has not answered yet: a hold still being made (shown as HOLD without a code), an issue (ISSUING), or a
 * refund or change sent.
 */
const isWaiting = (booking: TTrainBooking | undefined) =>
  Boolean(
    booking &&
    ((booking.status === 'HOLD' && booking.bookingCode === null) ||
      booking.status === 'ISSUING' ||
      booking.pendingAction !== null),
  );

type OpenDialog = 'issue' | 'cancel' | 'refund' | null;

export default function TrainCompletePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const draft = useTrainDraft();
  const id = params.get('id') ?? draft.bookingId ?? '';
  const [isPolling, setIsPolling] = useState(false);
  const query = useGetTrainBookingQuery(id, {
    skip: id === '',
    pollingInterval: isPolling ? TRAIN_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const booking = query.data;
  if (isWaiting(booking) !== isPolling) setIsPolling(isWaiting(booking));
  const now = useServerNow(1000, booking?.status === 'HOLD');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [changing, setChanging] = useState<TTrainTicket | null>(null);
  const [cardLang, setCardLang] = useState<'vi' | 'en'>(i18n.language.startsWith('en') ? 'en' : 'vi');
  const title = t('trainBooking.complete.title');

  if (!booking)
    return (
      <Box>
        <PageTitle title={title} />
        {id === '' ? (
          <Alert severity="info">{t('trainBooking.complete.noBooking')}</Alert>
        ) : query.isError ? (
          <Alert severity="error" role="alert">
            {(query.error as { status?: unknown }).status === 404
              ? t('trainBooking.complete.notFound')
              : (apiErrorMessage(query.error) ?? t('errors.loadFailed'))}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('common.loading')}</Typography>
          </Box>
        )}
      </Box>
    );

  const allows = (action: TTrainBooking['allowedActions'][number]) => booking.allowedActions.includes(action);
  const isExpired = booking.status === 'HOLD' && booking.timeLimit !== null && Date.parse(booking.timeLimit) <= now;
  const code = booking.bookingCode ?? '—';
  const canRefund = allows('refund');
  const chosenTickets = booking.tickets.filter((ticket) => chosen.has(ticket.ticketId) && ticket.status === 'ISSUED');
  const toggle = (ticketId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(ticketId)) next.delete(ticketId);
      else next.add(ticketId);
      return next;
    });
  const hasCards = booking.tickets.some((ticket) => ticket.status === 'ISSUED' && ticket.boardingCode);

  return (
    <Box>
      <Box data-print="hide">
        <PageTitle title={title} />
        <BookingSummary booking={booking} now={now} />
        {isPolling ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('trainBooking.complete.waiting')}
          </Alert>
        ) : null}
        {(['departure', 'return'] as const).map((direction) => (
          <TicketsSection
            key={direction}
            direction={direction}
            tickets={booking.tickets.filter((ticket) => ticket.direction === direction)}
            canChoose={canRefund}
            chosen={chosen}
            onToggle={toggle}
            onChange={allows('change') ? setChanging : undefined}
          />
        ))}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-print="hide">
          {allows('issue') && !isExpired ? (
            <Button variant="contained" onClick={() => setDialog('issue')}>
              {t('trainBooking.issue.button')}
            </Button>
          ) : null}
          {allows('cancel') ? (
            <Button color="error" variant="outlined" onClick={() => setDialog('cancel')}>
              {t('trainBooking.cancel.button')}
            </Button>
          ) : null}
          {canRefund ? (
            <Button variant="outlined" disabled={chosenTickets.length === 0} onClick={() => setDialog('refund')}>
              {t('trainBooking.refund.button', { count: chosenTickets.length })}
            </Button>
          ) : null}
        </Box>
        {canRefund ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('trainBooking.refund.help')}
          </Typography>
        ) : null}
        {allows('change') ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('trainBooking.change.help')}
          </Alert>
        ) : null}
      </Box>
      {hasCards ? (
        <>
          <CardsToolbar booking={booking} lang={cardLang} onLangChange={setCardLang} canMail={allows('mail')} />
          <BoardingCards booking={booking} lang={cardLang} />
        </>
      ) : null}
      <Box data-print="hide" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/train">
          {t('trainBooking.complete.newBooking')}
        </Button>
        <Button component={RouterLink} to="/train/status">
          {t('trainBooking.complete.toList')}
        </Button>
      </Box>
      {dialog === 'issue' ? (
        <IssueTrainDialog
          bookingId={booking.id}
          bookingCode={code}
          total={booking.totalAmount}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelHoldDialog bookingId={booking.id} code={code} onClose={() => setDialog(null)} />
      ) : null}
      {changing ? (
        <ChangeTicketDialog bookingId={booking.id} ticket={changing} onClose={() => setChanging(null)} />
      ) : null}
      {dialog === 'refund' ? (
        <RefundDialog
          bookingId={booking.id}
          tickets={chosenTickets}
          onClose={() => {
            setDialog(null);
            setChosen(new Set());
          }}
        />
      ) : null}
    </Box>
  );
}
