// A station picker: the railway's stations found by code, name or alias, with or without accents.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TTrainStation } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { searchStations, stationLabel } from '../model/station-search';

type Props = {
  label: string;
  stations: readonly TTrainStation[];
  /** Station code, '' when none is chosen. */
  value: string;
  onChange: (code: string) => void;
  isLoading: boolean;
  error?: string;
  id: string;
};

export function StationField({ label, stations, value, onChange, isLoading, error, id }: Props) {
  const { t } = useTranslation();
  const selected = stations.find((station) => station.code === value) ?? null;
  return (
    <Autocomplete<TTrainStation>
      id={id}
      options={stations as TTrainStation[]}
      value={selected}
      loading={isLoading}
      onChange={(_event, station) => onChange(station?.code ?? '')}
      filterOptions={(options, state) => searchStations(options, state.inputValue)}
      getOptionLabel={stationLabel}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      noOptionsText={t('train.form.noStations')}
      loadingText={t('train.form.loadingStations')}
      autoHighlight
      fullWidth
      renderOption={(props, station) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} aria-label={stationLabel(station)}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {stationLabel(station)}
              </Typography>
              {station.aliases.length > 0 ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {station.aliases.join(', ')}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('train.form.stationPlaceholder')}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
