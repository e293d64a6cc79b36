// /share/ticket/:token: what a customer's link opens, signed in or not: the agency's ticket face, read-only, to print
// or download as PDF; an invalid or expired link says so and who to ask.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetSharedTicketFaceQuery } from '../api/ticket-print';
import { TicketFace } from './TicketFace';

const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': { '.shared-ticket-toolbar': { display: 'none !important' } },
} as const;

export default function SharedTicketPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const { data: face, error, isLoading } = useGetSharedTicketFaceQuery(token, { skip: token === '' });
  const language = i18n.language.startsWith('en') ? 'en' : 'vi';

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', p: { xs: 1.5, sm: 3 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box sx={{ maxWidth: 900, mx: 'auto' }}>
        <Stack
          className="shared-ticket-toolbar"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('sharedTicket.title')}
          </Typography>
          <LanguageSelect />
        </Stack>
        {isLoading ? <LoadingOverlay /> : null}
        {!isLoading && (error || !face) ? (
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('sharedTicket.invalidTitle')}</AlertTitle>
            {apiErrorMessage(error) ?? t('sharedTicket.invalidMessage')}
          </Alert>
        ) : null}
        {face ? (
          <>
            <Stack
              className="shared-ticket-toolbar"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ mb: 2, alignItems: { sm: 'center' } }}
            >
              <Button variant="contained" onClick={() => window.print()}>
                {t('ticketPrint.print')}
              </Button>
              <Button
                variant="outlined"
                component="a"
                href={`/api/public/ticket-face/${encodeURIComponent(token)}/pdf?lang=${language}`}
                download
              >
                {t('ticketPrint.pdf')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('sharedTicket.expires', { date: formatDateTime(new Date(face.expiresAt)) })}
              </Typography>
            </Stack>
            <TicketFace face={face} includeFee={face.withFee} />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
