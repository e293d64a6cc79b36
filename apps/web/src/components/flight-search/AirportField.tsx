// An airport picker: matches codes and Vietnamese names with or without accents, grouped Vietnam / International.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AIRPORTS, findAirport, searchAirports, type TAirport } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n/use-language';
import type { Language } from '../../lib/i18n/languages';

const SEARCH_LIMIT = 20;

export function airportLabel(airport: TAirport, language: Language): string {
  return `${airport.city[language]} (${airport.code})`;
}

/**
 * The options for what the agent typed, best match first. Groups must be contiguous for the picker's headers, so
 * the group of the best match comes first and each group keeps the search order.
 */
export function airportOptions(query: string): TAirport[] {
  if (query.trim() === '') return [...AIRPORTS];
  const found = searchAirports(query, SEARCH_LIMIT);
  const domestic = found.filter((airport) => airport.isDomestic);
  const international = found.filter((airport) => !airport.isDomestic);
  return found[0]?.isDomestic === false ? [...international, ...domestic] : [...domestic, ...international];
}

export type AirportFieldProps = {
  label: string;
  /** IATA code, '' when none is chosen. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  id?: string;
};

export function AirportField({ label, value, onChange, error, id }: AirportFieldProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const selected = value ? (findAirport(value) ?? null) : null;

  return (
    <Autocomplete<TAirport>
      id={id}
      options={AIRPORTS as TAirport[]}
      value={selected}
      onChange={(_event, airport) => onChange(airport?.code ?? '')}
      filterOptions={(_options, state) => airportOptions(state.inputValue)}
      groupBy={(airport) =>
        airport.isDomestic ? t('flightSearch.airport.domestic') : t('flightSearch.airport.international')
      }
      getOptionLabel={(airport) => airportLabel(airport, language)}
      isOptionEqualToValue={(option, current) => option.code === current.code}
      noOptionsText={t('flightSearch.airport.noOptions')}
      autoHighlight
      fullWidth
      renderOption={(props, airport) => {
        const { key, ...optionProps } = props;
        const name = airport.name[language];
        return (
          <Box component="li" key={key} {...optionProps} aria-label={`${airportLabel(airport, language)}, ${name}`}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {airportLabel(airport, language)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {name}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('flightSearch.airport.placeholder')}
          required
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
