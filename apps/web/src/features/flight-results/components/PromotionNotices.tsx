// The promotion codes' outcome per airline: applied (the fares already include it) or invalid (reported, not ignored).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectFlightResults } from '../state/flight-results-selectors';

export function PromotionNotices() {
  const { t } = useTranslation();
  const { promotions } = useSelector(selectFlightResults);
  if (promotions.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {promotions.map((notice) => (
        <Alert
          key={`${notice.system}-${notice.promotionCode}`}
          severity={notice.status === 'applied' ? 'success' : 'warning'}
        >
          {t(notice.status === 'applied' ? 'flightResults.promotion.applied' : 'flightResults.promotion.invalid', {
            code: notice.promotionCode,
            airline: notice.airline,
          })}
        </Alert>
      ))}
    </Stack>
  );
}
