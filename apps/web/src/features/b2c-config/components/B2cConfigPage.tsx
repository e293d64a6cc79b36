// /b2c/config: the agency's consumer site — identity with a live preview, contact, bank accounts, products, the service
// fee table, prices with the fee, hold time, terms and privacy (rich text), publishing — saved whole in one PUT.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { B2C_PRODUCTS, type TB2cProduct } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { ImageUploadField } from '../../../components/content/ImageUploadField';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { useGetB2cConfigQuery, useSaveB2cConfigMutation } from '../api/b2c-config-api';
import { bodyOfForm, formOfSite, type SiteFormValues } from '../model/site-form';
import { BankAccountsSection } from './BankAccountsSection';
import { FeeTable } from './FeeTable';
import { SitePreviewCard } from './SitePreviewCard';

const NewsEditor = lazy(() => import('../../../components/content/NewsEditor'));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function B2cConfigPage() {
  const { t } = useTranslation();
  const config = useGetB2cConfigQuery();
  const [save, saving] = useSaveB2cConfigMutation();
  const [values, setValues] = useState<SiteFormValues | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (config.data && values === null) setValues(formOfSite(config.data.site));
  }, [config.data, values]);

  if (config.error) return <Alert severity="error">{apiErrorMessage(config.error) ?? t('errors.loadFailed')}</Alert>;
  if (!values) return <LinearProgress aria-label={t('common.loading')} />;

  const errors = saving.error ? apiFieldErrors(saving.error) : {};
  const set = <K extends keyof SiteFormValues>(key: K, value: SiteFormValues[K]) => {
    setSaved(false);
    setValues({ ...values, [key]: value });
  };
  const text = (
    key: 'slug' | 'hostName' | 'name' | 'hotline' | 'zalo' | 'email' | 'address' | 'taxCode',
    wide = false,
  ) => (
    <TextField
      size="small"
      label={t(`b2cConfig.fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? (key === 'slug' ? t('b2cConfig.fields.slugHelp') : undefined)}
      sx={{ flex: wide ? '2 1 320px' : '1 1 220px' }}
    />
  );
  const colour = (key: 'primaryColor' | 'secondaryColor') => (
    <TextField
      size="small"
      type="color"
      label={t(`b2cConfig.fields.${key}`)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      sx={{ width: 140 }}
    />
  );
  const toggleProduct = (product: TB2cProduct, on: boolean) =>
    set('products', on ? [...values.products, product] : values.products.filter((item) => item !== product));
  const submit = async () => {
    const result = await save(bodyOfForm(values));
    if ('data' in result && result.data) {
      setValues(formOfSite(result.data.site));
      setSaved(true);
    }
  };
  const formError = saving.error && Object.keys(errors).length === 0 ? apiErrorMessage(saving.error) : undefined;
  const sitePath = config.data?.site?.path;

  return (
    <>
      <PageTitle
        title={t('b2cConfig.title')}
        subtitle={sitePath ? t('b2cConfig.address', { path: sitePath }) : t('b2cConfig.notSaved')}
        actions={
          sitePath ? (
            <Link href={sitePath} target="_blank" rel="noopener">
              {t('b2cConfig.openSite')}
            </Link>
          ) : undefined
        }
      />
      <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
        <Section title={t('b2cConfig.sections.identity')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={2} sx={{ flex: 1 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {text('name', true)}
                {text('slug')}
                {text('hostName')}
              </Box>
              <Box sx={{ display: 'flex', gap: 2 }}>
                {colour('primaryColor')}
                {colour('secondaryColor')}
              </Box>
              <ImageUploadField
                kind="b2c_logo"
                label={t('b2cConfig.identity.logo')}
                value={values.logoImage}
                onChange={(name) => set('logoImage', name)}
                error={errors.logoImage}
              />
            </Stack>
            <SitePreviewCard
              name={values.name}
              hotline={values.hotline ?? ''}
              primaryColor={values.primaryColor ?? ''}
              secondaryColor={values.secondaryColor ?? ''}
              logoImage={values.logoImage}
            />
          </Stack>
        </Section>
        <Section title={t('b2cConfig.sections.contact')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {text('hotline')}
            {text('zalo')}
            {text('email')}
            {text('taxCode')}
            {text('address', true)}
          </Box>
        </Section>
        <Section title={t('b2cConfig.sections.bank')}>
          <BankAccountsSection
            accounts={values.bankAccounts}
            errors={errors}
            onChange={(accounts) => set('bankAccounts', accounts)}
          />
        </Section>
        <Section title={t('b2cConfig.sections.products')}>
          <FormGroup row>
            {B2C_PRODUCTS.map((product) => (
              <FormControlLabel
                key={product}
                label={t(`b2cConfig.products.${product}`)}
                control={
                  <Checkbox
                    checked={values.products.includes(product)}
                    onChange={(event) => toggleProduct(product, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          {errors.products ? <FormHelperText error>{errors.products}</FormHelperText> : null}
        </Section>
        <Section title={t('b2cConfig.sections.fees')}>
          <FeeTable fees={values.fees} errors={errors} onChange={(fees) => set('fees', fees)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <FormControlLabel
              label={t('b2cConfig.fields.pricesIncludeFee')}
              control={
                <Switch
                  checked={values.pricesIncludeFee}
                  onChange={(event) => set('pricesIncludeFee', event.target.checked)}
                />
              }
            />
            <TextField
              size="small"
              label={t('b2cConfig.fields.holdMinutes')}
              value={values.holdMinutes}
              onChange={(event) => set('holdMinutes', event.target.value.replace(/\D/g, '').slice(0, 4))}
              error={Boolean(errors.holdMinutes)}
              helperText={errors.holdMinutes ?? t('b2cConfig.fields.holdMinutesHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Stack>
        </Section>
        <Section title={t('b2cConfig.sections.texts')}>
          <Suspense fallback={<LinearProgress aria-label={t('common.loading')} />}>
            <Stack spacing={2}>
              <NewsEditor
                label={t('b2cConfig.fields.termsHtml')}
                value={values.termsHtml ?? ''}
                onChange={(html) => set('termsHtml', html)}
              />
              <NewsEditor
                label={t('b2cConfig.fields.privacyHtml')}
                value={values.privacyHtml ?? ''}
                onChange={(html) => set('privacyHtml', html)}
              />
            </Stack>
          </Suspense>
        </Section>
        <Section title={t('b2cConfig.sections.publish')}>
          <FormControlLabel
            label={t('b2cConfig.fields.isPublished')}
            control={
              <Switch checked={values.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />
            }
          />
        </Section>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        {Object.keys(errors).length > 0 ? <Alert severity="error">{t('b2cConfig.fixFields')}</Alert> : null}
        {saved ? <Alert severity="success">{t('b2cConfig.saved')}</Alert> : null}
        {saving.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('b2cConfig.save')}
          </Button>
        </Box>
      </Stack>
    </>
  );
}
