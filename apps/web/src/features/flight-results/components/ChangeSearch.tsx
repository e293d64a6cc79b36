// "Đổi tìm kiếm": the shared flight search form in a drawer, started from the search being shown.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TSearchFlightsRequest } from '@portal/contracts';

// Loaded when first needed: the results page does not pay for the form's calendars and pickers up front.
export const LazyFlightSearchForm = lazy(() =>
  import('../../../components/flight-search/FlightSearchForm').then((module) => ({ default: module.FlightSearchForm })),
);

export function SearchFormFallback() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

export function ChangeSearch({ request }: { request: TSearchFlightsRequest }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [isOpen, setOpen] = useState(false);
  const titleId = 'change-search-title';

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('flightResults.search.change')}
      </Button>
      <Drawer
        anchor={isDesktop ? 'top' : 'bottom'}
        open={isOpen}
        onClose={() => setOpen(false)}
        // Above the shell's app bar, which sits over the permanent side menu.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2, maxHeight: '90vh' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('flightResults.search.change')}
          </Typography>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </Box>
        {isOpen ? (
          <Suspense fallback={<SearchFormFallback />}>
            <LazyFlightSearchForm initialRequest={request} onSearch={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Drawer>
    </>
  );
}
