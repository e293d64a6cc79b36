// One tab of results: the leg's filters (side panel, or a bottom sheet on phones), sort, the list and the empty states.
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TFlightOffer } from '@portal/contracts';
import { DEFAULT_SORT_KEYS } from '@portal/domain';
import { seatsNeeded } from '../../../lib/flight-search/fare-display';
import { useChooseFare } from '../hooks/use-choose-fare';
import { filtersReset, otherFaresToggled, sortKeysChanged } from '../state/flight-results-slice';
import {
  selectFlightResults,
  selectLegFareSelection,
  selectLegLowestBooking,
  selectLegShowsOtherFares,
  selectLegSortedOffers,
  selectLegVisibleOffers,
} from '../state/flight-results-selectors';
import { useResultsView } from '../state/use-results-view';
import { FiltersPanel } from './FiltersPanel';
import { FlightDetailDrawer } from './FlightDetailDrawer';
import { FlightList } from './FlightList';
import { FlightRow } from './FlightRow';
import { SortSelect } from './SortSelect';

export function LegResults({ legIndex, heading }: { legIndex: number; heading: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { legs, sortKeys, status, request } = useSelector(selectFlightResults);
  // The list's offers come from the deferred results while streaming (sorting included), never blocking a frame.
  const view = useResultsView();
  const sorted = selectLegSortedOffers(legIndex)(view);
  const visible = selectLegVisibleOffers(legIndex)(view);
  const selection = useSelector(selectLegFareSelection(legIndex));
  const isShowingOtherFares = useSelector(selectLegShowsOtherFares(legIndex));
  const lowest = selectLegLowestBooking(legIndex)(view);
  const choose = useChooseFare(legIndex);
  const [isFilterSheetOpen, setFilterSheetOpen] = useState(false);
  const [detail, setDetail] = useState<TFlightOffer | null>(null);
  const onDetails = useCallback((offer: TFlightOffer) => setDetail(offer), []);
  const legSortKeys = sortKeys[legIndex];
  const seats = request ? seatsNeeded(request) : 1;
  // The rows show the prices of the keys their order follows: after a sort click, the select shows the new keys at
  // once and the rows follow in the low-priority render (decision 069).
  const shownSortKeys = view.flightResults.sortKeys[legIndex];
  const priceKey = shownSortKeys?.priceKey;
  const renderRow = useCallback(
    (offer: TFlightOffer) => (
      <FlightRow
        offer={offer}
        selection={selection}
        onChoose={choose}
        onDetails={onDetails}
        seatsNeeded={seats}
        priceKey={priceKey ?? DEFAULT_SORT_KEYS.priceKey}
      />
    ),
    [selection, choose, onDetails, seats, priceKey],
  );
  const allCount = legs[legIndex]?.results?.length ?? 0;
  if (!legSortKeys) return null;

  const filtersTitle = t('flightResults.filters.title');
  const emptyState =
    allCount === 0 ? (
      <Alert severity={status === 'streaming' ? 'info' : 'warning'} role="status">
        {status === 'streaming' ? t('flightResults.empty.waiting') : t('flightResults.empty.none')}
      </Alert>
    ) : (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(filtersReset(legIndex))}>
            {t('flightResults.filters.reset')}
          </Button>
        }
      >
        {t('flightResults.empty.filtered')}
      </Alert>
    );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '250px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {isDesktop ? (
        <Box component="aside" aria-label={filtersTitle}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {filtersTitle}
          </Typography>
          <FiltersPanel legIndex={legIndex} />
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {heading}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 1.5 }}>
          <SortSelect
            id={`flight-sort-${legIndex}`}
            sortKeys={legSortKeys}
            onChange={(keys) => dispatch(sortKeysChanged({ legIndex, sortKeys: keys }))}
          />
          {isDesktop ? null : (
            <Button variant="outlined" onClick={() => setFilterSheetOpen(true)}>
              {filtersTitle}
            </Button>
          )}
          {selection ? (
            <Button
              variant={isShowingOtherFares ? 'contained' : 'outlined'}
              aria-pressed={isShowingOtherFares}
              onClick={() => dispatch(otherFaresToggled(legIndex))}
            >
              {t('flightResults.otherFlights')}
            </Button>
          ) : null}
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: 'auto' }}>
            {t('flightResults.list.count', { count: sorted.length, total: allCount })}
            {lowest ? ` · ${t('flightResults.list.lowest', { price: lowest.fareDisplay })}` : ''}
            {shownSortKeys?.priceKey === 'P_BASE_FARE' ? ` · ${t('flightResults.list.baseFares')}` : ''}
          </Typography>
        </Box>
        {visible.length === 0 ? (
          emptyState
        ) : (
          <FlightList offers={visible} label={t('flightResults.list.label', { heading })} renderRow={renderRow} />
        )}
      </Box>
      {isDesktop ? null : (
        <Drawer
          anchor="bottom"
          open={isFilterSheetOpen}
          onClose={() => setFilterSheetOpen(false)}
          // Above the shell's app bar, which sits over the permanent side menu.
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': filtersTitle, sx: { maxHeight: '85vh', p: 2 } } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {filtersTitle}
            </Typography>
            <Button onClick={() => setFilterSheetOpen(false)}>{t('common.close')}</Button>
          </Box>
          <FiltersPanel legIndex={legIndex} />
        </Drawer>
      )}
      <FlightDetailDrawer offer={detail} onClose={() => setDetail(null)} />
    </Box>
  );
}
