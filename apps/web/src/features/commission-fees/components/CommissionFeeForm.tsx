// The fee rule form: product, key (sub-agency, airline, scope, passenger type), basis, issue and change fees; checked
// with the API's own schema. A train or eSIM rule fixes airline, scope and basis (and an eSIM's passenger type): those
// fields are hidden (product-shape.ts).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCommissionFeeInput } from '@portal/contracts/commission/commission-fees';
import type { TCommissionFeeInput, TCommissionFeeRule, TFeeAgency, TFeeProduct } from '@portal/contracts';
import { EditorForm, SaveButton } from '../../../components/EditorForm';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useSaveCommissionFeeMutation } from '../api/commission-fees-api';
import { COMMISSION_FEES_PATH, withProduct } from './paths';
import { ProductChoice } from './ProductChoice';
import { groupAmountDigits, typedAmount } from '../../../lib/forms/amount-input';
import { chargeBasisLabel, paxTypeLabel, routeScopeLabel } from './fee-labels';
import { amountKeys, FIXED_SHAPES, paxTypesOf, ruleNoteKey } from './product-shape';

const FIELDS = [
  'product',
  'subAgencyId',
  'airline',
  'routeScope',
  'paxType',
  'chargeBasis',
  'amount',
  'changeAmount',
] as const;
type FieldName = (typeof FIELDS)[number];

type FormValues = {
  product: TFeeProduct;
  subAgencyId: string;
  airline: string;
  routeScope: TCommissionFeeInput['routeScope'];
  paxType: TCommissionFeeInput['paxType'];
  chargeBasis: TCommissionFeeInput['chargeBasis'];
  amountText: string;
  /** Empty means no change fee (0). */
  changeAmountText: string;
};

function initialValues(rule: TCommissionFeeRule | undefined, product: TFeeProduct): FormValues {
  if (!rule)
    return {
      product,
      subAgencyId: '',
      airline: '',
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'segment',
      amountText: '',
      changeAmountText: '',
    };
  return {
    product: rule.product,
    subAgencyId: rule.subAgency?.id ?? '',
    airline: rule.airline ?? '',
    routeScope: rule.routeScope,
    paxType: rule.paxType,
    chargeBasis: rule.chargeBasis,
    amountText: groupAmountDigits(String(rule.amount)),
    changeAmountText: groupAmountDigits(String(rule.changeAmount)),
  };
}

/** What the API receives: empty sub-agency and airline mean "all". */
function toInput(values: FormValues): Record<string, unknown> {
  const airline = values.airline.trim();
  const shape = FIXED_SHAPES[values.product];
  return {
    product: values.product,
    subAgencyId: values.subAgencyId === '' ? null : values.subAgencyId,
    airline: airline === '' || shape ? null : airline,
    routeScope: shape?.routeScope ?? values.routeScope,
    paxType: values.paxType,
    chargeBasis: shape?.chargeBasis ?? values.chargeBasis,
    amount: typedAmount(values.amountText) ?? undefined,
    // Always sent, so an edit keeps what the field shows; left empty, no change fee.
    changeAmount: typedAmount(values.changeAmountText) ?? 0,
  };
}

const isField = (name: unknown): name is FieldName => FIELDS.includes(name as FieldName);

export function CommissionFeeForm({
  rule,
  product,
  subAgencies,
}: {
  rule: TCommissionFeeRule | undefined;
  /** The product a new rule starts with (the list it came from). */
  product: TFeeProduct;
  subAgencies: readonly TFeeAgency[];
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [saveFee, { isLoading }] = useSaveCommissionFeeMutation();
  const [values, setValues] = useState<FormValues>(() => initialValues(rule, product));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isEditing = rule !== undefined;
  const isFixed = FIXED_SHAPES[values.product] !== undefined;
  const paxTypes = paxTypesOf(values.product);
  const labels = amountKeys(values.product);
  const note = ruleNoteKey(values.product);

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const errorProps = (name: FieldName) => ({ error: Boolean(fieldErrors[name]), helperText: fieldErrors[name] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const parsed = ZCommissionFeeInput.safeParse(toInput(values));
    if (!parsed.success) {
      const errors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) errors[field] = t(`commissionFees.errors.${field}`);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const result = await saveFee(parsed.data);
    if ('error' in result) {
      const fromServer = apiFieldErrors(result.error);
      setFieldErrors(Object.fromEntries(Object.entries(fromServer).filter(([field]) => isField(field))));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('commissionFees.saved') }));
    void navigate(withProduct(COMMISSION_FEES_PATH, values.product));
  };

  const nativeSelect = { select: { native: true } } as const;

  return (
    <EditorForm
      label={t(isEditing ? 'commissionFees.editTitle' : 'commissionFees.changeTitle')}
      errorMessage={errorMessage}
      onSubmit={submit}
    >
      {isEditing ? <Alert severity="info">{t('commissionFees.form.keyLocked')}</Alert> : null}
      <ProductChoice
        value={values.product}
        isDisabled={isEditing}
        onChange={(next) =>
          setValues((current) => ({
            ...current,
            product: next,
            ...(FIXED_SHAPES[next]
              ? {
                  paxType: paxTypesOf(next).includes(current.paxType) ? current.paxType : 'ADT',
                  chargeBasis: 'ticket',
                }
              : {}),
          }))
        }
      />
      {note ? <Alert severity="info">{t(note)}</Alert> : null}
      <TextField
        select
        label={t('commissionFees.form.subAgency')}
        value={values.subAgencyId}
        onChange={(event) => set('subAgencyId', event.target.value)}
        disabled={isEditing}
        slotProps={nativeSelect}
        {...errorProps('subAgencyId')}
      >
        <option value="">{t('commissionFees.allSubAgencies')}</option>
        {subAgencies.map((agency) => (
          <option key={agency.id} value={agency.id}>
            {`${agency.code} – ${agency.name}`}
          </option>
        ))}
      </TextField>
      {isFixed ? null : (
        <TextField
          label={t('commissionFees.form.airline')}
          value={values.airline}
          onChange={(event) => set('airline', event.target.value.toUpperCase().slice(0, 2))}
          disabled={isEditing}
          placeholder={t('commissionFees.allAirlines')}
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          {...errorProps('airline')}
          helperText={fieldErrors.airline ?? t('commissionFees.form.airlineHelp')}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {isFixed ? null : (
          <TextField
            select
            fullWidth
            label={t('commissionFees.form.routeScope')}
            value={values.routeScope}
            onChange={(event) => set('routeScope', event.target.value as FormValues['routeScope'])}
            disabled={isEditing}
            slotProps={nativeSelect}
            {...errorProps('routeScope')}
          >
            {(['domestic', 'international'] as const).map((scope) => (
              <option key={scope} value={scope}>
                {routeScopeLabel(t, scope)}
              </option>
            ))}
          </TextField>
        )}
        {paxTypes.length < 2 ? null : (
          <TextField
            select
            fullWidth
            label={t('commissionFees.form.paxType')}
            value={values.paxType}
            onChange={(event) => set('paxType', event.target.value as FormValues['paxType'])}
            disabled={isEditing}
            slotProps={nativeSelect}
            {...errorProps('paxType')}
          >
            {paxTypes.map((paxType) => (
              <option key={paxType} value={paxType}>
                {paxTypeLabel(t, paxType)}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {isFixed ? null : (
          <TextField
            select
            fullWidth
            label={t('commissionFees.form.chargeBasis')}
            value={values.chargeBasis}
            onChange={(event) => set('chargeBasis', event.target.value as FormValues['chargeBasis'])}
            slotProps={nativeSelect}
            {...errorProps('chargeBasis')}
          >
            {(['segment', 'ticket'] as const).map((basis) => (
              <option key={basis} value={basis}>
                {chargeBasisLabel(t, basis)}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          fullWidth
          required
          label={t(labels.amount)}
          value={values.amountText}
          onChange={(event) => set('amountText', groupAmountDigits(event.target.value))}
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
          }}
          {...errorProps('amount')}
          helperText={fieldErrors.amount ?? t(labels.amountHelp)}
        />
      </Stack>
      <TextField
        label={t(labels.changeAmount)}
        value={values.changeAmountText}
        onChange={(event) => set('changeAmountText', groupAmountDigits(event.target.value))}
        placeholder="0"
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">₫</InputAdornment> },
        }}
        {...errorProps('changeAmount')}
        helperText={fieldErrors.changeAmount ?? t(labels.changeAmountHelp)}
      />
      <SaveButton isSaving={isLoading}>{t('commissionFees.form.save')}</SaveButton>
    </EditorForm>
  );
}
