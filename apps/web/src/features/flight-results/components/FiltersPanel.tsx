// The filters of one leg (SPEC §5): price, stops, airlines with their lowest price, cabin classes, time bands, systems.
// While offers stream in, the choices follow at low priority (useDeferredValue), never blocking the page (decision 066).
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import {
  ALL_CLASS,
  FLIGHT_TYPE_KEYS,
  formatVnd,
  setCabinClasses,
  TIME_BANDS,
  type FlightFilters,
  type FlightTypeKey,
  type TimeBand,
} from '@portal/domain';
import { filtersChanged, filtersReset } from '../state/flight-results-slice';
import { selectLegFilterOptions, selectLegs } from '../state/flight-results-selectors';
import { useResultsView } from '../state/use-results-view';
import { FilterGroup } from './FilterGroup';
import { PriceRangeFilter } from './PriceRangeFilter';

type FilterOptions = ReturnType<ReturnType<typeof selectLegFilterOptions>>;

export function FiltersPanel({ legIndex }: { legIndex: number }) {
  const filters = useSelector(selectLegs)[legIndex]?.filters;
  const options = selectLegFilterOptions(legIndex)(useResultsView());
  if (!filters) return null;
  return <FiltersPanelBody legIndex={legIndex} filters={filters} options={options} />;
}

const FiltersPanelBody = memo(function FiltersPanelBody({
  legIndex,
  filters,
  options,
}: {
  legIndex: number;
  filters: FlightFilters;
  options: FilterOptions;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();

  const change = (next: Partial<FlightFilters>) =>
    dispatch(filtersChanged({ legIndex, filters: { ...filters, ...next } }));
  const idPrefix = `flight-filters-${legIndex}`;
  const bands = TIME_BANDS.map((band) => ({ value: band, label: t(`flightResults.filters.bands.${band}`) }));
  const isAllClasses = filters.cabinClasses.length === 0;

  return (
    <Box>
      {options.priceBounds && options.priceBounds[0] < options.priceBounds[1] ? (
        <PriceRangeFilter
          id={`${idPrefix}-price`}
          bounds={options.priceBounds}
          value={filters.priceRange}
          onChange={(priceRange) => change({ priceRange })}
        />
      ) : null}
      <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('flightResults.filters.stops')}
        </FormLabel>
        <RadioGroup
          value={filters.flightType}
          onChange={(event) => change({ flightType: event.target.value as FlightTypeKey })}
        >
          {FLIGHT_TYPE_KEYS.map((key) => (
            <FormControlLabel
              key={key}
              value={key}
              control={<Radio size="small" />}
              label={t(`flightResults.filters.flightTypes.${key}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FilterGroup
        legend={t('flightResults.filters.airlines')}
        choices={options.airlines.map((airline) => ({
          value: airline.airlineCode,
          label:
            airline.lowestPrice > 0
              ? t('flightResults.filters.airlineOption', {
                  name: airline.airlineName,
                  code: airline.airlineCode,
                  price: formatVnd(airline.lowestPrice),
                })
              : t('flightResults.filters.airlineSoldOut', { name: airline.airlineName, code: airline.airlineCode }),
        }))}
        checked={filters.airlines}
        onChange={(airlines) => change({ airlines })}
      />
      <FilterGroup
        legend={t('flightResults.filters.cabinClasses')}
        choices={[
          { value: ALL_CLASS, label: t('flightResults.filters.allClasses') },
          ...options.cabinClasses.map((cabinClass) => ({
            value: cabinClass,
            label: t(`flightResults.cabin.${cabinClass}`) || cabinClass,
          })),
        ]}
        checked={isAllClasses ? [ALL_CLASS] : filters.cabinClasses}
        onChange={(checked) => {
          // Ticking "all classes" clears the filter (the domain rule); ticking a class while "all" is shown replaces it.
          const wasAll = isAllClasses && checked.includes(ALL_CLASS) && checked.length > 1;
          const next = wasAll ? checked.filter((value) => value !== ALL_CLASS) : checked;
          dispatch(filtersChanged({ legIndex, filters: setCabinClasses(filters, next) }));
        }}
      />
      <FilterGroup<TimeBand>
        legend={t('flightResults.filters.departureBands')}
        choices={bands}
        checked={filters.departureBands}
        onChange={(departureBands) => change({ departureBands })}
      />
      <FilterGroup<TimeBand>
        legend={t('flightResults.filters.arrivalBands')}
        choices={bands}
        checked={filters.arrivalBands}
        onChange={(arrivalBands) => change({ arrivalBands })}
      />
      <FilterGroup
        legend={t('flightResults.filters.bookingSystems')}
        choices={options.bookingSystems.map((option) => ({
          value: option.system,
          label: t('flightResults.filters.systemOption', { system: option.system, count: option.offerCount }),
        }))}
        checked={filters.bookingSystems}
        onChange={(bookingSystems) => change({ bookingSystems })}
      />
      <Button variant="outlined" fullWidth onClick={() => dispatch(filtersReset(legIndex))}>
        {t('flightResults.filters.reset')}
      </Button>
    </Box>
  );
});
