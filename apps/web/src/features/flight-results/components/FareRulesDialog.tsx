// The fare-rule dialog keyed by airline and booking code (SPEC §2), in the page's language.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useGetFareRulesQuery, type FareRulesQuery } from '../api/get-fare-rules';

export function FareRulesDialog({ query, onClose }: { query: FareRulesQuery | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rules = useGetFareRulesQuery(query ?? skipToken);
  const isNotFound = rules.isError && 'status' in rules.error && rules.error.status === 404;
  const titleId = 'fare-rules-title';

  return (
    <Dialog open={query !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {query ? t('flightResults.fareRules.title', { airline: query.airline, fareClass: query.fareClass }) : ''}
      </DialogTitle>
      <DialogContent dividers>
        {rules.isFetching ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('flightResults.fareRules.loading')} />
          </Box>
        ) : isNotFound ? (
          <Alert severity="info">{t('flightResults.fareRules.notFound')}</Alert>
        ) : rules.isError ? (
          <Alert severity="error">{t('flightResults.fareRules.failed')}</Alert>
        ) : (
          rules.data?.sections.map((section) => (
            <Box key={section.title.en} component="section" sx={{ mb: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {section.title[language]}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {section.text[language]}
              </Typography>
            </Box>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
