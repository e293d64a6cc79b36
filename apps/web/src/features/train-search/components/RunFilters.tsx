// The results' filters and sort: seat type, departure time bands and the four sort keys.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRAIN_SEAT_FILTERS, TRAIN_SORT_KEYS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { TIME_BANDS, type RunView, type TTrainSeatFilter, type TTrainSortKey } from '../model/run-view';

type Props = { view: RunView; onChange: (view: RunView) => void };

export function RunFilters({ view, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('train.filters.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={t('train.filters.seatType')}
        value={view.seatType}
        onChange={(event) => onChange({ ...view, seatType: event.target.value as TTrainSeatFilter })}
        sx={{ minWidth: 220 }}
      >
        {TRAIN_SEAT_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`train.seatTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('train.filters.sort')}
        value={view.sort}
        onChange={(event) => onChange({ ...view, sort: event.target.value as TTrainSortKey })}
        sx={{ minWidth: 220 }}
      >
        {TRAIN_SORT_KEYS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`train.filters.sorts.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend" sx={{ fontSize: 12 }}>
          {t('train.filters.time')}
        </FormLabel>
        <FormGroup row>
          {TIME_BANDS.map((band) => (
            <FormControlLabel
              key={band}
              label={t(`train.filters.bands.${band}`)}
              control={
                <Checkbox
                  size="small"
                  checked={view.bands.includes(band)}
                  onChange={(event) =>
                    onChange({
                      ...view,
                      bands: event.target.checked ? [...view.bands, band] : view.bands.filter((b) => b !== band),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
    </Box>
  );
}
