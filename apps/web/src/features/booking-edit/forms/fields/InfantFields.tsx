// The infant's fields shared by add-infant (a hold) and add-infant-vj (a ticketed Vietjet booking): the adult without an
// infant, title, names, dd/MM/yyyy birth date and, on an international itinerary, the passport; their values and body.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PASSPORT_COUNTRY, type TBookingDetail } from '@portal/contracts';
import { withoutEmpty } from '../model/use-edit-form';
import { titleOptions } from './choice-options';
import { EditSelect } from './EditSelect';
import { EditTextField } from './EditTextField';
import type { FieldBinding } from './field-binding';
import { NameFields } from './NameFields';
import { PassengerSelect } from './PassengerSelect';
import { TypedDateField } from './TypedDateField';

const INFANT = ['adultId', 'title', 'lastName', 'firstName', 'birthDate'] as const;
const PASSPORT = ['number', 'nationality', 'issuingCountry', 'expiryDate'] as const;
export type InfantValues = Record<string, string>;

export const EMPTY_INFANT: InfantValues = {
  adultId: '',
  title: '',
  lastName: '',
  firstName: '',
  birthDate: '',
  'passport.number': '',
  'passport.nationality': DEFAULT_PASSPORT_COUNTRY,
  'passport.issuingCountry': DEFAULT_PASSPORT_COUNTRY,
  'passport.expiryDate': '',
};

/** The fields the form checks: the infant's, and the passport's on an international itinerary. */
export const infantFieldsOf = (isInternational: boolean): string[] => [
  ...INFANT,
  ...(isInternational ? PASSPORT.map((field) => `passport.${field}`) : []),
];

/** The body's infant part: what was typed, the passport only abroad. */
export const infantBodyOf = (values: InfantValues, isInternational: boolean) => ({
  ...withoutEmpty(Object.fromEntries(INFANT.map((field) => [field, values[field]]))),
  ...(isInternational
    ? { passport: withoutEmpty(Object.fromEntries(PASSPORT.map((field) => [field, values[`passport.${field}`]]))) }
    : {}),
});

export function InfantFields(props: {
  form: FieldBinding;
  booking: Pick<TBookingDetail, 'passengers'>;
  isInternational: boolean;
}) {
  const { form, booking, isInternational } = props;
  const { t } = useTranslation();
  const withInfant = new Set(booking.passengers.map((passenger) => passenger.parentPaxId).filter(Boolean));
  const passportField = (field: (typeof PASSPORT)[number], label: string) => (
    <EditTextField
      form={form}
      field={`passport.${field}`}
      label={label}
      hint={field === 'number' ? undefined : t('editForms.hints.country')}
      isRequired
      isUpper
      maxLength={field === 'number' ? 20 : 3}
    />
  );
  return (
    <>
      <PassengerSelect
        form={form}
        field="adultId"
        booking={booking}
        label={t('editForms.fields.infantAdult')}
        isOffered={(choice) => choice.type === 'ADT' && !withInfant.has(choice.paxId)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <EditSelect
          form={form}
          field="title"
          label={t('editForms.fields.title')}
          options={titleOptions(t, ['MSTR', 'MISS'])}
          emptyLabel={t('editForms.choose')}
          isRequired
        />
        <TypedDateField form={form} field="birthDate" label={t('editForms.fields.birthDate')} isRequired />
      </Box>
      <NameFields form={form} />
      {isInternational ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {passportField('number', t('editForms.fields.passportNumber'))}
          <TypedDateField form={form} field="passport.expiryDate" label={t('editForms.fields.expiryDate')} isRequired />
          {passportField('nationality', t('editForms.fields.nationality'))}
          {passportField('issuingCountry', t('editForms.fields.issuingCountry'))}
        </Box>
      ) : null}
    </>
  );
}
