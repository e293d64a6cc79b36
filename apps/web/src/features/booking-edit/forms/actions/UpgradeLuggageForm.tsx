// upgrade-luggage: checked baggage per passenger and flight, chosen from the options the supplier sells (ancillaries).
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetLuggageOptionsQuery } from '../api/luggage-options-api';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { LuggageSelects, luggageFormOptions } from '../fields/LuggageSelects';
import { ancillariesArgsOf, luggageRows } from '../model/luggage-rows';
import { useEditForm } from '../model/use-edit-form';

export default function UpgradeLuggageForm(props: EditFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const catalogue = useGetLuggageOptionsQuery(ancillariesArgsOf(props.booking));
  const rows = luggageRows(props.booking, catalogue.data, language);
  const form = useEditForm(props, luggageFormOptions(rows, 'upgrades'));
  if (catalogue.isLoading) return <CircularProgress aria-label={t('editForms.luggage.loading')} />;
  if (catalogue.isError) return <Alert severity="error">{t('editForms.luggage.failed')}</Alert>;
  return (
    <EditFormLayout form={form}>
      <Typography color="text.secondary">{t('editForms.luggage.intro')}</Typography>
      <LuggageSelects form={form} booking={props.booking} rows={rows} />
    </EditFormLayout>
  );
}
