// From and To airports with the swap button between them; side by side when there is room, stacked on a phone.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { AirportField } from './AirportField';

export type RouteFieldsProps = {
  from: string;
  to: string;
  onFromChange: (code: string) => void;
  onToChange: (code: string) => void;
  onSwap: () => void;
  errors: { from?: string; to?: string };
};

/** The form sets `container-type: inline-size`, so these layouts follow the form's width, also inside a drawer. */
export const WIDE_ROUTE = '@container (min-width: 560px)';

export function RouteFields({ from, to, onFromChange, onToChange, onSwap, errors }: RouteFieldsProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr',
        alignItems: 'start',
        gap: 1,
        [WIDE_ROUTE]: { gridTemplateColumns: '1fr auto 1fr' },
      }}
    >
      <AirportField label={t('flightSearch.airport.from')} value={from} onChange={onFromChange} error={errors.from} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5, mb: -0.5, [WIDE_ROUTE]: { mt: 1, mb: 0 } }}>
        <IconButton
          onClick={onSwap}
          aria-label={t('flightSearch.airport.swap')}
          disabled={!from && !to}
          sx={{
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transform: 'rotate(90deg)',
            [WIDE_ROUTE]: { transform: 'none' },
          }}
        >
          <SwapHoriz />
        </IconButton>
      </Box>
      <AirportField label={t('flightSearch.airport.to')} value={to} onChange={onToChange} error={errors.to} />
    </Box>
  );
}
