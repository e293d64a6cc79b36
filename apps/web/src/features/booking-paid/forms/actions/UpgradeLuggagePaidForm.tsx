// upgrade-luggage on a ticketed booking (decision 057): part 1's baggage choices per passenger and flight, from the
// open add-on catalogue, sent as a buy-luggage body (items: paxId, flightKey, optionCode) for a quote.
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n/use-language';
import { useGetLuggageOptionsQuery } from '../../../booking-edit/forms/api/luggage-options-api';
import { LuggageSelects, luggageFormOptions } from '../../../booking-edit/forms/fields/LuggageSelects';
import { ancillariesArgsOf, luggageRows } from '../../../booking-edit/forms/model/luggage-rows';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { usePaidForm } from '../use-paid-form';

export default function UpgradeLuggagePaidForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const catalogue = useGetLuggageOptionsQuery(ancillariesArgsOf(props.booking));
  const rows = luggageRows(props.booking, catalogue.data, language);
  const form = usePaidForm(props, luggageFormOptions(rows, 'items'));
  if (catalogue.isLoading) return <CircularProgress aria-label={t('editForms.luggage.loading')} />;
  if (catalogue.isError) return <Alert severity="error">{t('editForms.luggage.failed')}</Alert>;
  return (
    <PaidFormLayout form={form}>
      <Typography color="text.secondary">{t('bookingPaid.forms.upgradeIntro')}</Typography>
      <LuggageSelects form={form} booking={props.booking} rows={rows} />
    </PaidFormLayout>
  );
}
