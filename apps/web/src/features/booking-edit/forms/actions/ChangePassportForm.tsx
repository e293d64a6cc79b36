// change-passport: a passenger's passport (SSR DOCS): number, countries (VNM by default), expiry after the last flight.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PASSPORT_COUNTRY } from '@portal/contracts';
import type { EditFormProps } from '../form-types';
import { genderOptions } from '../fields/choice-options';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditSelect } from '../fields/EditSelect';
import { EditTextField } from '../fields/EditTextField';
import { PassengerSelect } from '../fields/PassengerSelect';
import { TypedDateField } from '../fields/TypedDateField';
import { useEditForm, withoutEmpty } from '../model/use-edit-form';

const PASSPORT = ['number', 'nationality', 'issuingCountry', 'expiryDate', 'birthDate', 'gender'] as const;
type Values = Record<string, string>;

const EMPTY: Values = {
  paxId: '',
  'passport.number': '',
  'passport.nationality': DEFAULT_PASSPORT_COUNTRY,
  'passport.issuingCountry': DEFAULT_PASSPORT_COUNTRY,
  'passport.expiryDate': '',
  'passport.birthDate': '',
  'passport.gender': '',
};

export default function ChangePassportForm(props: EditFormProps) {
  const { t } = useTranslation();
  const form = useEditForm<Values>(props, {
    initial: EMPTY,
    fields: ['paxId', ...PASSPORT.map((field) => `passport.${field}`)],
    toBody: (values) => ({
      paxId: values.paxId,
      passport: withoutEmpty(Object.fromEntries(PASSPORT.map((field) => [field, values[`passport.${field}`]]))),
    }),
  });
  const choose = (paxId: string) => {
    const passenger = props.booking.passengers.find((candidate) => candidate.paxId === paxId);
    const passport = passenger?.passport;
    form.changeMany({
      ...EMPTY,
      paxId,
      'passport.number': passport?.number ?? '',
      'passport.nationality': passport?.nationality || DEFAULT_PASSPORT_COUNTRY,
      'passport.issuingCountry': passport?.issuingCountry || DEFAULT_PASSPORT_COUNTRY,
      'passport.expiryDate': passport?.expiryDate ?? '',
      'passport.birthDate': passenger?.birthDate ?? '',
      'passport.gender': passenger?.gender ?? '',
    });
  };
  const country = (field: 'nationality' | 'issuingCountry') => (
    <EditTextField
      form={form}
      field={`passport.${field}`}
      label={t(`editForms.fields.${field}`)}
      hint={t('editForms.hints.country')}
      isRequired
      isUpper
      maxLength={3}
    />
  );
  return (
    <EditFormLayout form={form}>
      <PassengerSelect form={form} field="paxId" booking={props.booking} onChoose={choose} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <EditTextField
          form={form}
          field="passport.number"
          label={t('editForms.fields.passportNumber')}
          isRequired
          isUpper
          maxLength={20}
        />
        {country('nationality')}
        {country('issuingCountry')}
        <TypedDateField form={form} field="passport.expiryDate" label={t('editForms.fields.expiryDate')} isRequired />
        <TypedDateField form={form} field="passport.birthDate" label={t('editForms.fields.birthDate')} />
        <EditSelect
          form={form}
          field="passport.gender"
          label={t('editForms.fields.gender')}
          options={genderOptions(t)}
          emptyLabel={t('editForms.choose')}
          isRequired
        />
      </Box>
    </EditFormLayout>
  );
}
