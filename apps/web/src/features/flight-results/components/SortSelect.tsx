// The "Sắp xếp" select: the nine sort keys in their three groups, one key chosen per group.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import { useTranslation } from 'react-i18next';
import {
  FLIGHT_TYPE_KEYS,
  PRICE_SORT_KEYS,
  UTILITY_SORT_KEYS,
  type FlightSortKey,
  type FlightSortKeys,
  type FlightTypeKey,
  type PriceSortKey,
  type UtilitySortKey,
} from '@portal/domain';

const GROUPS = [
  { id: 'price', keys: PRICE_SORT_KEYS },
  { id: 'flight', keys: FLIGHT_TYPE_KEYS },
  { id: 'utility', keys: UTILITY_SORT_KEYS },
] as const;

/** A key picked in the list replaces the key of its own group; the other two groups keep theirs. */
export function withSortKey(current: FlightSortKeys, key: FlightSortKey): FlightSortKeys {
  if ((PRICE_SORT_KEYS as readonly string[]).includes(key)) return { ...current, priceKey: key as PriceSortKey };
  if ((FLIGHT_TYPE_KEYS as readonly string[]).includes(key)) return { ...current, flightKey: key as FlightTypeKey };
  return { ...current, utilityKey: key as UtilitySortKey };
}

export function SortSelect({
  id,
  sortKeys,
  onChange,
}: {
  id: string;
  sortKeys: FlightSortKeys;
  onChange: (keys: FlightSortKeys) => void;
}) {
  const { t } = useTranslation();
  const value: FlightSortKey[] = [sortKeys.priceKey, sortKeys.flightKey, sortKeys.utilityKey];
  const labelId = `${id}-label`;

  const handleChange = (event: SelectChangeEvent<FlightSortKey[]>) => {
    const next = event.target.value;
    const picked = (typeof next === 'string' ? next.split(',') : next) as FlightSortKey[];
    // Picking a key already chosen removes it from the array: nothing changes then (a group always has a key).
    const added = picked.find((key) => !value.includes(key));
    if (added) onChange(withSortKey(sortKeys, added));
  };

  return (
    <FormControl size="small" sx={{ minWidth: 240, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{t('flightResults.sort.label')}</InputLabel>
      <Select<FlightSortKey[]>
        labelId={labelId}
        id={id}
        multiple
        value={value}
        label={t('flightResults.sort.label')}
        onChange={handleChange}
        renderValue={(keys) => keys.map((key) => t(`flightResults.sort.keys.${key}`)).join(' · ')}
      >
        {GROUPS.flatMap((group) => [
          <ListSubheader key={group.id}>{t(`flightResults.sort.groups.${group.id}`)}</ListSubheader>,
          ...group.keys.map((key) => (
            <MenuItem key={key} value={key} sx={{ pl: 3 }}>
              {t(`flightResults.sort.keys.${key}`)}
            </MenuItem>
          )),
        ])}
      </Select>
    </FormControl>
  );
}
