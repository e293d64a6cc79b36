// /agent/config: the F1's own profile (kept by the platform, shown read only) and what its new sub-agencies start with.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ZSubAgencyDefaults } from '@portal/contracts/agencies/sub-agencies';
import type { TAgencyConfig } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useGetAgencyConfigQuery, useUpdateAgencyConfigMutation } from '../api/sub-agencies-api';
import { typedAmount } from '../../../lib/forms/amount-input';
import { amountText, productsText } from './agency-labels';
import { AgencySettingsFields, type SettingsField, type SettingsValues } from './AgencySettingsFields';
import { clientErrors, serverErrors } from './form-errors';
import { LEVEL_SCREENS } from './levels';

const FIELDS: readonly SettingsField[] = ['creditLimit', 'defaultIssueFee', 'bookingSystems', 'products'];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value || '—'}</Typography>
    </Box>
  );
}

function Profile({ agency }: { agency: TAgencyConfig['agency'] }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('subAgencies.fields.code'), agency.code],
    [t('subAgencies.fields.taxCode'), agency.taxCode],
    [t('subAgencies.fields.phone'), agency.phone],
    [t('subAgencies.fields.email'), agency.email],
    [t('subAgencies.fields.contactName'), agency.contactName],
    [t('subAgencies.fields.address'), agency.address],
    [t('subAgencies.fields.creditLimit'), formatVnd(agency.creditLimit)],
    [t('subAgencies.columns.balance'), formatVnd(agency.deposit.balance)],
    [t('subAgencies.columns.available'), formatVnd(agency.deposit.available)],
    [t('subAgencies.fields.bookingSystems'), agency.bookingSystems.join(', ')],
    [t('subAgencies.fields.products'), productsText(t, agency.products)],
    [
      t('subAgencies.config.subAgencyCount'),
      t('subAgencies.config.counts', { total: agency.subAgencyCount, locked: agency.lockedSubAgencyCount }),
    ],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="agency-profile-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="agency-profile-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {agency.name}
        </Typography>
        <Chip
          size="small"
          label={t(`subAgencies.status.${agency.status}`)}
          color={agency.status === 'active' ? 'success' : 'error'}
        />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('subAgencies.config.profileNote')}
      </Typography>
    </Paper>
  );
}

function toValues(defaults: TAgencyConfig['subAgencyDefaults']): SettingsValues {
  return {
    creditLimitText: amountText(defaults.creditLimit),
    defaultIssueFeeText: amountText(defaults.defaultIssueFee),
    bookingSystems: [...defaults.bookingSystems],
    products: [...defaults.products],
  };
}

function DefaultsForm({ config }: { config: TAgencyConfig }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [save, { isLoading }] = useUpdateAgencyConfigMutation();
  const [values, setValues] = useState<SettingsValues>(() => toValues(config.subAgencyDefaults));
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const parsed = ZSubAgencyDefaults.safeParse({
      creditLimit: typedAmount(values.creditLimitText) ?? undefined,
      defaultIssueFee: typedAmount(values.defaultIssueFeeText),
      bookingSystems: values.bookingSystems,
      products: values.products,
    });
    if (!parsed.success) {
      setErrors(clientErrors(parsed.error, { fields: FIELDS, t, prefix: 'subAgencies.errors' }));
      return;
    }
    setErrors({});
    const result = await save(parsed.data);
    if ('error' in result) {
      setErrors(
        serverErrors(result.error, {
          fields: FIELDS,
          t,
          prefix: 'subAgencies.errors',
          pathPrefix: 'subAgencyDefaults.',
        }),
      );
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('subAgencies.config.saved') }));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={submit}
        aria-label={t('subAgencies.config.defaultsTitle')}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('subAgencies.config.defaultsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('subAgencies.config.defaultsHelp')}
        </Typography>
        <FormErrorAlert message={errorMessage} />
        <AgencySettingsFields
          idPrefix="defaults"
          values={values}
          onChange={setValues}
          errors={errors}
          offeredSystems={config.agency.bookingSystems}
          offeredProducts={config.agency.products}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={isLoading}>
            {t('subAgencies.config.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export default function AgencyConfigPage() {
  const { t } = useTranslation();
  const config = useGetAgencyConfigQuery();

  return (
    <>
      <PageTitle
        title={t('subAgencies.config.title')}
        subtitle={t('subAgencies.config.subtitle')}
        actions={
          <Button component={RouterLink} to={LEVEL_SCREENS.F2.listPath}>
            {t('subAgencies.levels.F2.title')}
          </Button>
        }
      />
      {config.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {config.error ? <Alert severity="error">{apiErrorMessage(config.error) ?? t('errors.loadFailed')}</Alert> : null}
      {config.data ? (
        <Stack spacing={2} sx={{ maxWidth: 960 }}>
          <Profile agency={config.data.agency} />
          <DefaultsForm key={JSON.stringify(config.data.subAgencyDefaults)} config={config.data} />
        </Stack>
      ) : null}
    </>
  );
}
