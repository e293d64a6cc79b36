// The create and edit form of a sub-agency or child agency, checked with the API's own schemas; a new agency also
// gets its first admin account (its password is emailed to it) in a group with the permission codes chosen here.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZCreateSubAgencyRequest, ZUpdateSubAgencyRequest } from '@portal/contracts/agencies/sub-agencies';
import type { TCreateSubAgencyRequest, TSubAgency, TSubAgencyFields, TSubAgencyFormOptions } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCreateSubAgencyMutation, useUpdateSubAgencyMutation } from '../api/sub-agencies-api';
import { typedAmount } from '../../../lib/forms/amount-input';
import { amountText } from './agency-labels';
import { AgencySettingsFields, type SettingsValues } from './AgencySettingsFields';
import { clientErrors, serverErrors } from './form-errors';
import { FirstAccountCodesField, effectiveCodes, type FirstAccountCodes } from './FirstAccountCodesField';
import { LEVEL_SCREENS, type ManagedLevel } from './levels';

const AGENCY_FIELDS = ['code', 'name', 'taxCode', 'phone', 'email', 'contactName', 'address'] as const;
const SETTINGS_FIELDS = ['creditLimit', 'defaultIssueFee', 'bookingSystems', 'products'] as const;
const ADMIN_FIELDS = [
  'admin.username',
  'admin.fullName',
  'admin.email',
  'admin.phone',
  'admin.permissionCodes',
] as const;
const FIELDS = [...AGENCY_FIELDS, ...SETTINGS_FIELDS, ...ADMIN_FIELDS] as const;
type FieldName = (typeof FIELDS)[number];
type AgencyField = (typeof AGENCY_FIELDS)[number];
type AdminField = 'username' | 'fullName' | 'email' | 'phone';

type FormValues = Record<AgencyField, string> & {
  settings: SettingsValues;
  admin: Record<AdminField, string>;
  adminCodes: FirstAccountCodes;
};

function initialValues(options: TSubAgencyFormOptions, agency: TSubAgency | undefined): FormValues {
  const source = agency ?? {
    ...options.defaults,
    code: '',
    name: '',
    taxCode: '',
    phone: '',
    email: '',
    contactName: '',
    address: '',
  };
  return {
    code: source.code,
    name: source.name,
    taxCode: source.taxCode,
    phone: source.phone,
    email: source.email,
    contactName: source.contactName,
    address: source.address,
    settings: {
      creditLimitText: amountText(source.creditLimit),
      defaultIssueFeeText: amountText(source.defaultIssueFee),
      bookingSystems: [...source.bookingSystems],
      products: [...source.products],
    },
    admin: { username: '', fullName: '', email: '', phone: '' },
    adminCodes: null,
  };
}

/** What the API receives; an empty amount is missing (credit limit) or null (the issue fee: the parent's general rule). */
function toInput(values: FormValues, isEditing: boolean, level: ManagedLevel): Record<string, unknown> {
  const fields = {
    ...Object.fromEntries(AGENCY_FIELDS.map((name) => [name, values[name]])),
    creditLimit: typedAmount(values.settings.creditLimitText) ?? undefined,
    defaultIssueFee:
      LEVEL_SCREENS[level].hasIssueFee === false ? null : typedAmount(values.settings.defaultIssueFeeText),
    bookingSystems: values.settings.bookingSystems,
    products: values.settings.products,
  };
  if (isEditing) return fields;
  // Untouched, the checklist shows the template the server applies by default, so nothing needs to be sent.
  const permissionCodes =
    values.adminCodes === null
      ? {}
      : { permissionCodes: effectiveCodes(level, values.settings.products, values.adminCodes) };
  return { ...fields, admin: { ...values.admin, ...permissionCodes } };
}

/** The codes' error reads as one sentence (the generic field rule has no entry for a nested list). */
function withCodesMessage(
  errors: Partial<Record<FieldName, string>>,
  message: string,
): Partial<Record<FieldName, string>> {
  return errors['admin.permissionCodes'] === undefined ? errors : { ...errors, 'admin.permissionCodes': message };
}

type Props = { level: ManagedLevel; options: TSubAgencyFormOptions; agency?: TSubAgency };

export function SubAgencyForm({ level, options, agency }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const screens = LEVEL_SCREENS[level];
  const [createAgency, creating] = useCreateSubAgencyMutation();
  const [updateAgency, updating] = useUpdateSubAgencyMutation();
  const [values, setValues] = useState<FormValues>(() => initialValues(options, agency));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isEditing = agency !== undefined;

  const set = (name: AgencyField, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const setAdmin = (name: AdminField, value: string) =>
    setValues((current) => ({ ...current, admin: { ...current.admin, [name]: value } }));
  const errorProps = (name: FieldName) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const parsed = (isEditing ? ZUpdateSubAgencyRequest : ZCreateSubAgencyRequest).safeParse(
      toInput(values, isEditing, level),
    );
    if (!parsed.success) {
      setErrors(
        withCodesMessage(
          clientErrors(parsed.error, { fields: FIELDS, t, prefix: 'subAgencies.errors' }),
          t('agencyAdmin.firstGroup.error'),
        ),
      );
      setErrorMessage(t('subAgencies.form.fixErrors'));
      return;
    }
    setErrors({});
    const result = isEditing
      ? await updateAgency({ scope: screens.scope, id: agency.id, body: parsed.data as TSubAgencyFields })
      : await createAgency({ scope: screens.scope, body: parsed.data as TCreateSubAgencyRequest });
    if ('error' in result) {
      setErrors(
        withCodesMessage(
          serverErrors(result.error, { fields: FIELDS, t, prefix: 'subAgencies.errors' }),
          apiErrorMessage(result.error) ?? t('agencyAdmin.firstGroup.error'),
        ),
      );
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const code = parsed.data.code;
    const description = isEditing
      ? t('subAgencies.form.saved', { code })
      : t('subAgencies.form.created', { code, email: values.admin.email.trim() });
    dispatch(showToast({ type: 'success', description }));
    void navigate(screens.listPath);
  };

  const text = (name: AgencyField, extra: { required?: boolean; multiline?: boolean; helper?: string } = {}) => (
    <TextField
      fullWidth
      required={extra.required}
      multiline={extra.multiline}
      label={t(`subAgencies.fields.${name}`)}
      value={values[name]}
      onChange={(event) => set(name, name === 'code' ? event.target.value.toUpperCase() : event.target.value)}
      {...errorProps(name)}
      helperText={errors[name] ?? extra.helper}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={submit}
      aria-label={t(`${screens.textKey}.${isEditing ? 'editTitle' : 'createTitle'}`)}
    >
      <FormErrorAlert message={errorMessage} />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('subAgencies.form.agencySection')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('code', { required: true, helper: t('subAgencies.help.code') })}
        {text('taxCode', { helper: t('subAgencies.help.taxCode') })}
      </Stack>
      {text('name', { required: true })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('phone', { required: true, helper: t('subAgencies.help.phone') })}
        {text('email')}
      </Stack>
      {text('contactName')}
      {text('address', { multiline: true })}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('subAgencies.form.settingsSection')}
      </Typography>
      <AgencySettingsFields
        idPrefix="sub-agency"
        values={values.settings}
        onChange={(settings) => setValues((current) => ({ ...current, settings }))}
        errors={errors}
        offeredSystems={options.bookingSystems}
        offeredProducts={options.products}
        hasIssueFee={screens.hasIssueFee !== false}
      />
      {isEditing ? null : (
        <>
          <Divider />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('subAgencies.form.adminSection')}
          </Typography>
          <Alert severity="info">{t('subAgencies.form.adminHelp')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              required
              label={t('subAgencies.fields.admin.username')}
              value={values.admin.username}
              onChange={(event) => setAdmin('username', event.target.value)}
              {...errorProps('admin.username')}
            />
            <TextField
              fullWidth
              required
              label={t('subAgencies.fields.admin.fullName')}
              value={values.admin.fullName}
              onChange={(event) => setAdmin('fullName', event.target.value)}
              {...errorProps('admin.fullName')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              fullWidth
              required
              type="email"
              label={t('subAgencies.fields.admin.email')}
              value={values.admin.email}
              onChange={(event) => setAdmin('email', event.target.value)}
              {...errorProps('admin.email')}
            />
            <TextField
              fullWidth
              required
              label={t('subAgencies.fields.admin.phone')}
              value={values.admin.phone}
              onChange={(event) => setAdmin('phone', event.target.value)}
              {...errorProps('admin.phone')}
            />
          </Stack>
          <FirstAccountCodesField
            level={level}
            products={values.settings.products}
            chosen={values.adminCodes}
            onChange={(adminCodes) => setValues((current) => ({ ...current, adminCodes }))}
            error={errors['admin.permissionCodes']}
          />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void navigate(screens.listPath)}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" loading={creating.isLoading || updating.isLoading}>
          {t(isEditing ? 'subAgencies.form.save' : 'subAgencies.form.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
