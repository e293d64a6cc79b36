// The collapsible promotion codes, one per domestic airline (VN, QH, VJ, VU).
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LocalOffer from '@mui/icons-material/LocalOffer';
import { useTranslation } from 'react-i18next';
import { airlineNameOf } from '@portal/domain';
import { MAX_PROMOTION_CODE_LENGTH } from '../../lib/flight-search/draft-validation';
import { PROMOTION_AIRLINES, type PromotionAirline } from '../../lib/flight-search/search-draft';

export type PromotionCodesProps = {
  codes: Record<PromotionAirline, string>;
  onChange: (airline: PromotionAirline, code: string) => void;
  errors: Partial<Record<PromotionAirline, string>>;
};

export function PromotionCodesToggle({
  isOpen,
  onToggle,
  controlsId,
}: {
  isOpen: boolean;
  onToggle: () => void;
  controlsId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      onClick={onToggle}
      aria-expanded={isOpen}
      aria-controls={controlsId}
      startIcon={<LocalOffer />}
      endIcon={isOpen ? <ExpandLess /> : <ExpandMore />}
      sx={{ textTransform: 'none' }}
    >
      {t('flightSearch.promotions.toggle')}
    </Button>
  );
}

export function usePromotionPanel(codes: Record<PromotionAirline, string>, hasErrors: boolean) {
  const controlsId = useId();
  // Opens by itself when an earlier search carried codes, or when a code needs fixing.
  const [isOpen, setIsOpen] = useState(() => PROMOTION_AIRLINES.some((airline) => codes[airline].trim() !== ''));
  return { controlsId, isOpen: isOpen || hasErrors, toggle: () => setIsOpen(!(isOpen || hasErrors)) };
}

export function PromotionCodesPanel({
  codes,
  onChange,
  errors,
  isOpen,
  id,
}: PromotionCodesProps & { isOpen: boolean; id: string }) {
  const { t } = useTranslation();
  return (
    <Collapse in={isOpen} id={id} role="group" aria-label={t('flightSearch.promotions.toggle')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('flightSearch.promotions.note')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          '@container (min-width: 560px)': { gridTemplateColumns: '1fr 1fr' },
          '@container (min-width: 960px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        {PROMOTION_AIRLINES.map((airline) => (
          <TextField
            key={airline}
            label={`${airlineNameOf(airline) ?? airline} (${airline})`}
            value={codes[airline]}
            onChange={(event) => onChange(airline, event.target.value)}
            error={Boolean(errors[airline])}
            helperText={errors[airline]}
            size="small"
            slotProps={{
              htmlInput: { maxLength: MAX_PROMOTION_CODE_LENGTH, autoCapitalize: 'characters', spellCheck: false },
            }}
          />
        ))}
      </Box>
    </Collapse>
  );
}
