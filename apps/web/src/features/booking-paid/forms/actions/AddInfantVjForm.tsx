// add-infant-vj: an infant on an adult of a ticketed Vietjet booking, paid at once: names with the airline spelling,
// dd/MM/yyyy birth date and on an international itinerary the infant's passport; the fare quoted then paid.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PASSPORT_COUNTRY } from '@portal/contracts';
import { bookingEditSchemaFor } from '@portal/domain';
import type { PaidFormProps } from '../paid-form-types';
import { titleOptions } from '../../../booking-edit/forms/fields/choice-options';
import { EditSelect } from '../../../booking-edit/forms/fields/EditSelect';
import { EditTextField } from '../../../booking-edit/forms/fields/EditTextField';
import { NameFields } from '../../../booking-edit/forms/fields/NameFields';
import { PassengerSelect } from '../../../booking-edit/forms/fields/PassengerSelect';
import { TypedDateField } from '../../../booking-edit/forms/fields/TypedDateField';
import { withoutEmpty } from '../../../booking-edit/forms/model/use-edit-form';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import { usePaidForm } from '../use-paid-form';

const INFANT = ['adultId', 'title', 'lastName', 'firstName', 'birthDate'] as const;
const PASSPORT = ['number', 'nationality', 'issuingCountry', 'expiryDate'] as const;
type Values = Record<string, string>;

const EMPTY: Values = {
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

export default function AddInfantVjForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const withInfant = new Set(props.booking.passengers.map((passenger) => passenger.parentPaxId).filter(Boolean));
  const { isInternational } = props.context;
  const form = usePaidForm<Values>(props, {
    initial: EMPTY,
    // The same body as add-infant on a held booking, so its rules (an adult without an infant, under 2 on the last
    // flight, a passport abroad) are checked here before the quote; the server checks them again.
    schema: bookingEditSchemaFor('add-infant', props.context),
    fields: [...INFANT, ...(isInternational ? PASSPORT.map((field) => `passport.${field}`) : [])],
    toBody: (values) => ({
      ...withoutEmpty(Object.fromEntries(INFANT.map((field) => [field, values[field]]))),
      ...(isInternational
        ? { passport: withoutEmpty(Object.fromEntries(PASSPORT.map((field) => [field, values[`passport.${field}`]]))) }
        : {}),
    }),
  });
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
    <PaidFormLayout form={form}>
      <PassengerSelect
        form={form}
        field="adultId"
        booking={props.booking}
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
    </PaidFormLayout>
  );
}
