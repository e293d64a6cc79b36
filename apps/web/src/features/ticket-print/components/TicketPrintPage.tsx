// booking/print-ticket?id= and /ticket-face?id=: the ticket face with the fee toggle, print (A4), the server's PDF
// download (with or without the fee), the SMS text to copy, the itinerary email and the customer's link.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { downloadTicketPdf } from '../api/download-ticket-pdf';
import { useGetTicketFaceQuery } from '../api/ticket-print';
import { smsText } from '../lib/ticket-text';
import { MailItineraryDialog } from './MailItineraryDialog';
import { ShareLinkDialog } from './ShareLinkDialog';
import { TICKET_FACE_ID, TicketFace } from './TicketFace';

/** On paper only the face shows (the shell, the toolbar and dialogs hidden), on A4 with 12 mm margins. */
const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${TICKET_FACE_ID}, #${TICKET_FACE_ID} *`]: { visibility: 'visible' },
    [`#${TICKET_FACE_ID}`]: {
      position: 'absolute',
      left: 0,
      top: 0,
      width: '100%',
      maxWidth: 'none !important',
      padding: '0 !important',
    },
    '.ticket-print-toolbar': { display: 'none !important' },
  },
} as const;

export default function TicketPrintPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: face, error, isLoading } = useGetTicketFaceQuery(id, { skip: id === '' });
  const [includeFee, setIncludeFee] = useState(true);
  const [isAccentFree, setIsAccentFree] = useState(false);
  const [isMailOpen, setIsMailOpen] = useState(false);
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);

  if (id === '') return <Alert severity="warning">{t('ticketPrint.noBooking')}</Alert>;
  if (isLoading) return <LoadingOverlay />;
  if (error || !face) return <Alert severity="error">{apiErrorMessage(error) ?? t('errors.unexpected')}</Alert>;

  const sms = smsText(face, {
    includeFee,
    labels: { pnr: t('ticketPrint.sms.pnr'), total: t('ticketPrint.sms.total'), ticket: t('ticketPrint.sms.ticket') },
    isAccentFree,
  });
  const copySms = async () => {
    try {
      await navigator.clipboard.writeText(sms);
      dispatch(showToast({ type: 'success', description: t('ticketPrint.sms.copied') }));
    } catch {
      dispatch(showToast({ type: 'error', description: t('ticketPrint.sms.copyFailed') }));
    }
  };

  const downloadPdf = async () => {
    setIsDownloading(true);
    const outcome = await downloadTicketPdf(
      face.booking.id,
      includeFee,
      `${face.booking.pnr ?? face.booking.orderId}.pdf`,
    );
    setIsDownloading(false);
    if (outcome.error)
      dispatch(showToast({ type: 'error', description: apiErrorMessage(outcome.error) ?? t('ticketPrint.pdfFailed') }));
  };

  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box className="ticket-print-toolbar">
        <PageTitle
          title={t('ticketPrint.title', { pnr: face.booking.pnr ?? '' })}
          subtitle={t('ticketPrint.subtitle')}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <FormControlLabel
            control={<Switch checked={includeFee} onChange={(event) => setIncludeFee(event.target.checked)} />}
            label={t('ticketPrint.showFee')}
          />
          <Button variant="contained" onClick={() => window.print()}>
            {t('ticketPrint.print')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void downloadPdf()}
            disabled={isDownloading}
            aria-busy={isDownloading}
            startIcon={isDownloading ? <CircularProgress size={16} aria-label={t('common.loading')} /> : undefined}
            title={t('ticketPrint.pdfHelp')}
          >
            {t('ticketPrint.pdf')}
          </Button>
          <Button variant="outlined" onClick={() => void copySms()}>
            {t('ticketPrint.sms.copy')}
          </Button>
          {/* Mailing is an action: a sub-agency's booking seen from above is view-only (the API answers 403). */}
          {face.booking.isOwnAgency && (
            <Button variant="outlined" onClick={() => setIsMailOpen(true)}>
              {t('ticketPrint.mail.open')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setIsShareOpen(true)}>
            {t('ticketPrint.share.open')}
          </Button>
        </Stack>
      </Box>
      <TicketFace face={face} includeFee={includeFee} />
      <Box className="ticket-print-toolbar" sx={{ mt: 3, maxWidth: 900 }}>
        <FormControlLabel
          control={<Switch checked={isAccentFree} onChange={(event) => setIsAccentFree(event.target.checked)} />}
          label={t('ticketPrint.sms.accentFree')}
        />
        <TextField
          label={t('ticketPrint.sms.label')}
          value={sms}
          helperText={t('ticketPrint.sms.length', { count: sms.length })}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Box>
      {isShareOpen && <ShareLinkDialog bookingId={face.booking.id} onClose={() => setIsShareOpen(false)} />}
      {isMailOpen && (
        <MailItineraryDialog
          bookingId={face.booking.id}
          contactEmail={face.booking.contact.email}
          includeFee={includeFee}
          onClose={() => setIsMailOpen(false)}
        />
      )}
    </Box>
  );
}
