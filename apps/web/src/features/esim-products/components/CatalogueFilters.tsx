// The catalogue's live filters: destination (Vietnamese or English, accents ignored), region, data band, days band,
// price range and sort. Each change filters at once (no apply button): the filter pass is fast enough for a keystroke.
import { memo, useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ESIM_REGIONS, ESIM_REGION_NAMES } from '@portal/contracts';
import {
  CATALOGUE_SORTS,
  DATA_BANDS,
  DAY_BANDS,
  type CatalogueCriteria,
  type CatalogueSort,
} from '../../../lib/esim/catalogue-filter';
import type { EsimLanguage } from '../../../lib/esim/esim-format';
import { groupAmountDigits, typedAmount } from '../../../lib/forms/amount-input';

type Props = {
  criteria: Pick<CatalogueCriteria, 'region' | 'data' | 'days'>;
  sort: CatalogueSort;
  language: EsimLanguage;
  onChange: (next: Partial<CatalogueCriteria>) => void;
  onSort: (sort: CatalogueSort) => void;
  onClear: () => void;
};

const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const fieldSx = { flex: '1 1 150px', maxWidth: 260 } as const;

/** The search box alone re-renders as the agent types; the other fields are memoised apart. */
export function CatalogueFilters(props: Props & { query: string }) {
  const { t } = useTranslation();
  const { query, criteria, onChange } = props;
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label={t('esim.catalogue.filters')}
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        type="search"
        label={t('esim.catalogue.search')}
        helperText={t('esim.catalogue.searchHelp')}
        value={query}
        onChange={(event) => onChange({ query: event.target.value })}
        sx={{ flex: '2 1 240px' }}
      />
      <BandFilters
        region={criteria.region}
        data={criteria.data}
        days={criteria.days}
        sort={props.sort}
        language={props.language}
        onChange={onChange}
        onSort={props.onSort}
        onClear={props.onClear}
      />
    </Paper>
  );
}

type BandProps = Omit<Props, 'criteria'> & Props['criteria'];

const BandFilters = memo(function BandFilters({ sort, language, onChange, onSort, onClear, ...criteria }: BandProps) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState({ min: '', max: '' });
  const select = <K extends 'region' | 'data' | 'days'>(
    name: K,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={t(`esim.catalogue.${name}`)}
      value={criteria[name]}
      onChange={(event) => onChange({ [name]: event.target.value } as Partial<CatalogueCriteria>)}
      slotProps={native}
      sx={fieldSx}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const price = (bound: 'min' | 'max') => (
    <TextField
      size="small"
      label={t(bound === 'min' ? 'esim.catalogue.priceMin' : 'esim.catalogue.priceMax')}
      value={prices[bound]}
      onChange={(event) => {
        const text = groupAmountDigits(event.target.value);
        setPrices((previous) => ({ ...previous, [bound]: text }));
        onChange(bound === 'min' ? { priceMin: typedAmount(text) } : { priceMax: typedAmount(text) });
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ flex: '1 1 120px' }}
    />
  );
  return (
    <>
      {select('region', [
        { value: '', label: t('esim.catalogue.allRegions') },
        ...ESIM_REGIONS.map((region) => ({ value: region, label: ESIM_REGION_NAMES[region][language] })),
      ])}
      {select('data', [
        { value: '', label: t('esim.catalogue.allData') },
        ...DATA_BANDS.map((band) => ({ value: band, label: t(`esim.catalogue.dataBands.${band}`) })),
      ])}
      {select('days', [
        { value: '', label: t('esim.catalogue.allDays') },
        ...DAY_BANDS.map((band) => ({ value: band, label: t(`esim.catalogue.dayBands.${band}`) })),
      ])}
      {price('min')}
      {price('max')}
      <TextField
        select
        size="small"
        label={t('esim.catalogue.sort')}
        value={sort}
        onChange={(event) => onSort(event.target.value as CatalogueSort)}
        slotProps={native}
        sx={fieldSx}
      >
        {CATALOGUE_SORTS.map((key) => (
          <option key={key} value={key}>
            {t(`esim.catalogue.sorts.${key}`)}
          </option>
        ))}
      </TextField>
      <Button
        onClick={() => {
          setPrices({ min: '', max: '' });
          onClear();
        }}
        sx={{ minHeight: 40 }}
      >
        {t('esim.catalogue.clear')}
      </Button>
    </>
  );
});
