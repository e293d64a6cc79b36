// The boarding cards' tools: their language (vi/en), print on A4, the server's PDF in that language, and the email.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import EmailIcon from '@mui/icons-material/Email';
import { useTranslation } from 'react-i18next';
import type { TTrainBooking } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { downloadBoardingCards } from '../api/train-downloads';
import { MailCardsDialog } from './MailCardsDialog';

export function CardsToolbar({
  booking,
  lang,
  onLangChange,
  canMail,
}: {
  booking: TTrainBooking;
  lang: 'vi' | 'en';
  onLangChange: (lang: 'vi' | 'en') => void;
  canMail: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [isMailOpen, setIsMailOpen] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setIsDownloading(true);
    setError(null);
    const outcome = await downloadBoardingCards({
      id: booking.id,
      lang,
      fallbackName: `the-len-tau-${booking.bookingCode ?? booking.id}.pdf`,
    });
    setIsDownloading(false);
    if (outcome.error) setError(apiErrorMessage(outcome.error) ?? t('errors.unexpected'));
  };

  return (
    <Box data-print="hide" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('trainBooking.cards.heading')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('trainBooking.cards.language')}
          value={lang}
          onChange={(event) => {
            const next = event.target.value === 'en' ? 'en' : 'vi';
            // The cards switch once that language's texts are loaded (the app fetches each language on demand).
            void i18n.loadLanguages(next).then(() => onLangChange(next));
          }}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="vi">Tiếng Việt</option>
          <option value="en">English</option>
        </TextField>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('trainBooking.cards.print')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} loading={isDownloading} onClick={() => void download()}>
          {t('trainBooking.cards.pdf')}
        </Button>
        {canMail ? (
          <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => setIsMailOpen(true)}>
            {t('trainBooking.cards.mail')}
          </Button>
        ) : null}
      </Box>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
      {isMailOpen ? (
        <MailCardsDialog
          bookingId={booking.id}
          buyerEmail={booking.buyer.email}
          lang={lang}
          onClose={() => setIsMailOpen(false)}
        />
      ) : null}
    </Box>
  );
}
