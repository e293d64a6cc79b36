// The price range slider of the filters: the leg's cheapest to dearest adult price, applied when the thumb is let go.
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';

export type PriceRange = readonly [min: number, max: number];

export type PriceRangeFilterProps = {
  id: string;
  bounds: PriceRange;
  value: PriceRange | undefined;
  onChange: (range: PriceRange | undefined) => void;
};

const STEP = 10_000;

export function PriceRangeFilter({ id, bounds, value, onChange }: PriceRangeFilterProps) {
  const { t } = useTranslation();
  const applied: PriceRange = value ? [Math.max(bounds[0], value[0]), Math.min(bounds[1], value[1])] : bounds;
  const [dragging, setDragging] = useState<PriceRange | null>(null);
  const shown = dragging ?? applied;
  const labelId = `${id}-label`;
  const thumbLabels = [t('flightResults.filters.priceFrom'), t('flightResults.filters.priceTo')];

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2, px: 1 }}>
      <FormLabel id={labelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('flightResults.filters.price')}
      </FormLabel>
      <Slider
        value={[shown[0], shown[1]]}
        min={bounds[0]}
        max={bounds[1]}
        step={STEP}
        disableSwap
        getAriaLabel={(index) => thumbLabels[index] ?? ''}
        getAriaValueText={(amount) => formatVnd(amount)}
        onChange={(_event, next) => setDragging(next as [number, number])}
        onChangeCommitted={(_event, next) => {
          setDragging(null);
          const [min, max] = next as [number, number];
          // A thumb at its end leaves that side open, so offers that arrive later beyond today's bounds still show
          // (the step grid may stop just short of the exact maximum).
          const isOpenLow = min <= bounds[0];
          const isOpenHigh = max > bounds[1] - STEP;
          if (isOpenLow && isOpenHigh) onChange(undefined);
          else onChange([isOpenLow ? 0 : min, isOpenHigh ? Number.MAX_SAFE_INTEGER : max]);
        }}
      />
      <Typography variant="caption" color="text.secondary">
        {formatVnd(shown[0])} – {formatVnd(shown[1])}
      </Typography>
    </Box>
  );
}
