// The settings part of the agency form, also the F1's defaults form: credit limit, default issue fee, booking
// systems and products (each a subset of what the parent agency itself has; flights always on).
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TAgencyProduct, TBookingSystem } from '@portal/contracts';
import { groupAmountDigits } from '../../../lib/forms/amount-input';
import { productLabel } from './agency-labels';

export type SettingsValues = {
  creditLimitText: string;
  defaultIssueFeeText: string;
  bookingSystems: TBookingSystem[];
  products: TAgencyProduct[];
};

export type SettingsField = 'creditLimit' | 'defaultIssueFee' | 'bookingSystems' | 'products';

type Props = {
  values: SettingsValues;
  onChange: (values: SettingsValues) => void;
  errors: Partial<Record<SettingsField, string>>;
  /** What the parent agency has, in display order. */
  offeredSystems: readonly TBookingSystem[];
  offeredProducts: readonly TAgencyProduct[];
  idPrefix: string;
  /** False where the parent charges no issue fee (the platform over its F1s): the field is not shown. */
  hasIssueFee?: boolean;
};

/** The list with `item` switched on or off, kept in the parent's display `order`. */
const toggled = <T,>(list: readonly T[], change: { item: T; isOn: boolean; order: readonly T[] }): T[] => {
  const { item, isOn, order } = change;
  return order.filter((candidate) => (candidate === item ? isOn : list.includes(candidate)));
};

export function AgencySettingsFields({
  values,
  onChange,
  errors,
  offeredSystems,
  offeredProducts,
  idPrefix,
  hasIssueFee = true,
}: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof SettingsValues>(name: K, value: SettingsValues[K]) =>
    onChange({ ...values, [name]: value });
  const vnd = {
    input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
    htmlInput: { inputMode: 'numeric' as const },
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          id={`${idPrefix}-credit-limit`}
          label={t('subAgencies.fields.creditLimit')}
          value={values.creditLimitText}
          onChange={(event) => set('creditLimitText', groupAmountDigits(event.target.value))}
          error={Boolean(errors.creditLimit)}
          helperText={errors.creditLimit ?? t('subAgencies.help.creditLimit')}
          slotProps={vnd}
        />
        {hasIssueFee ? (
          <TextField
            fullWidth
            id={`${idPrefix}-issue-fee`}
            label={t('subAgencies.fields.defaultIssueFee')}
            value={values.defaultIssueFeeText}
            onChange={(event) => set('defaultIssueFeeText', groupAmountDigits(event.target.value))}
            error={Boolean(errors.defaultIssueFee)}
            helperText={errors.defaultIssueFee ?? t('subAgencies.help.defaultIssueFee')}
            slotProps={vnd}
          />
        ) : null}
      </Stack>
      <FormControl component="fieldset" error={Boolean(errors.bookingSystems)}>
        <FormLabel component="legend">{t('subAgencies.fields.bookingSystems')}</FormLabel>
        <FormGroup row>
          {offeredSystems.map((system) => (
            <FormControlLabel
              key={system}
              label={system}
              control={
                <Checkbox
                  checked={values.bookingSystems.includes(system)}
                  onChange={(event) =>
                    set(
                      'bookingSystems',
                      toggled(values.bookingSystems, {
                        item: system,
                        isOn: event.target.checked,
                        order: offeredSystems,
                      }),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.bookingSystems ?? t('subAgencies.help.bookingSystems')}</FormHelperText>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.products)}>
        <FormLabel component="legend">{t('subAgencies.fields.products')}</FormLabel>
        <FormGroup row>
          {offeredProducts.map((product) => (
            <FormControlLabel
              key={product}
              label={productLabel(t, product)}
              control={
                <Checkbox
                  checked={product === 'flights' || values.products.includes(product)}
                  disabled={product === 'flights'}
                  onChange={(event) =>
                    set(
                      'products',
                      toggled(values.products, { item: product, isOn: event.target.checked, order: offeredProducts }),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{errors.products ?? t('subAgencies.help.products')}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
