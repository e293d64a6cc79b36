// Which product's fee rules a screen shows or saves: flight tickets, train tickets or eSIMs.
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { FEE_PRODUCTS, type TFeeProduct } from '@portal/contracts';
import { productLabel } from './fee-labels';

export function ProductChoice({
  value,
  onChange,
  isDisabled = false,
}: {
  value: TFeeProduct;
  onChange: (product: TFeeProduct) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      disabled={isDisabled}
      onChange={(_event, next: TFeeProduct | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('trainBooking.commission.product')}
      sx={{ mb: 2 }}
    >
      {FEE_PRODUCTS.map((product) => (
        <ToggleButton key={product} value={product}>
          {productLabel(t, product)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
