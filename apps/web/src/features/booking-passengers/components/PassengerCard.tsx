// One passenger of the search: title by type, names with their airline spelling shown live, birth date, an infant's
// adult, loyalty numbers per airline of the trip and, on international trips, the passport.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  TITLES_BY_PAX_TYPE,
  infantLinkedText,
  isAirlineName,
  loyaltyProgrammeOf,
  parseTypedDate,
  toAirlineName,
  type PassengerItinerary,
} from '@portal/domain';
import type { FieldState } from '../hooks/use-passenger-draft';
import type { PassengerDraft } from '../model/form-model';
import { messageProps, NATIVE_SELECT } from './field-props';
import { FORM_GRID } from './form-grid';
import { PassportFields } from './PassportFields';
import { TypedDateField } from './TypedDateField';

type Props = {
  index: number;
  passenger: PassengerDraft;
  /** Every passenger, to offer the adults to an infant and to write the infant text. */
  passengers: readonly PassengerDraft[];
  itinerary: PassengerItinerary;
  fieldState: (key: string) => FieldState;
  onChange: (index: number, change: Partial<PassengerDraft>, keys: readonly string[]) => void;
  onLeave: (key: string) => void;
};

/** `NGUYEN VAN DUC` once both parts convert to airline letters; undefined while nothing readable is typed. */
export function airlineSpelling(lastName: string, firstName: string): string | undefined {
  const parts = [toAirlineName(lastName), toAirlineName(firstName)].filter((part) => part !== '');
  const name = parts.join(' ');
  return name !== '' && isAirlineName(name) ? name : undefined;
}

function infantText(infant: PassengerDraft, passengers: readonly PassengerDraft[]): string | undefined {
  const adult = passengers.find((passenger) => passenger.paxId === infant.parentId);
  const birthDate = parseTypedDate(infant.birthDate);
  if (!adult || !birthDate || !adult.title) return undefined;
  if (!airlineSpelling(adult.lastName, adult.firstName) || !airlineSpelling(infant.lastName, infant.firstName))
    return undefined;
  return infantLinkedText({ adult, infant: { lastName: infant.lastName, firstName: infant.firstName, birthDate } });
}

export function PassengerCard({ index, passenger, passengers, itinerary, fieldState, onChange, onLeave }: Props) {
  const { t } = useTranslation();
  const prefix = `passengers.${index}`;
  const keyOf = (field: string) => `${prefix}.${field}`;
  const slotName = t('passengers.slot', {
    type: t(`passengers.paxTypes.${passenger.type}`),
    number: passenger.paxId.slice(4),
  });
  const headingId = `passenger-heading-${passenger.paxId}`;
  const spelling = airlineSpelling(passenger.lastName, passenger.firstName);
  const isBirthDateRequired = passenger.type !== 'ADT' || itinerary.isInternational;
  const adults = passengers.filter((candidate) => candidate.type === 'ADT');
  const linkText = passenger.type === 'INF' ? infantText(passenger, passengers) : undefined;

  const name = (field: 'lastName' | 'firstName') => {
    const key = keyOf(field);
    const props = messageProps(key, fieldState(key));
    return (
      <TextField
        {...props}
        label={t(`passengers.fields.${field}`)}
        value={passenger[field]}
        required
        onChange={(event) =>
          onChange(index, { [field]: event.target.value }, field === 'lastName' ? [key, keyOf('firstName')] : [key])
        }
        onBlur={() => onLeave(key)}
        slotProps={{ ...props.slotProps, htmlInput: { maxLength: 60, autoComplete: 'off', spellCheck: false } }}
        fullWidth
      />
    );
  };
  const titleProps = messageProps(keyOf('title'), fieldState(keyOf('title')));
  const parentProps = messageProps(keyOf('parentId'), fieldState(keyOf('parentId')));

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {slotName}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({passenger.paxId})
        </Typography>
      </Typography>
      <Box sx={FORM_GRID}>
        <TextField
          {...titleProps}
          select
          label={t('passengers.fields.title')}
          value={passenger.title}
          required
          onChange={(event) => onChange(index, { title: event.target.value }, [keyOf('title')])}
          onBlur={() => onLeave(keyOf('title'))}
          slotProps={{ ...titleProps.slotProps, ...NATIVE_SELECT }}
          fullWidth
        >
          <option value="">{t('passengers.fields.choose')}</option>
          {TITLES_BY_PAX_TYPE[passenger.type].map((title) => (
            <option key={title} value={title}>
              {t(`passengers.titles.${title}`)}
            </option>
          ))}
        </TextField>
        {name('lastName')}
        {name('firstName')}
        <TypedDateField
          fieldKey={keyOf('birthDate')}
          label={t('passengers.fields.birthDate')}
          value={passenger.birthDate}
          state={fieldState(keyOf('birthDate'))}
          isRequired={isBirthDateRequired}
          onChange={(value) => onChange(index, { birthDate: value }, [keyOf('birthDate')])}
          onLeave={() => onLeave(keyOf('birthDate'))}
        />
        {passenger.type === 'INF' ? (
          <TextField
            {...parentProps}
            select
            label={t('passengers.fields.parent')}
            value={passenger.parentId}
            required
            onChange={(event) => onChange(index, { parentId: event.target.value }, [keyOf('parentId')])}
            onBlur={() => onLeave(keyOf('parentId'))}
            slotProps={{ ...parentProps.slotProps, ...NATIVE_SELECT }}
            fullWidth
          >
            <option value="">{t('passengers.fields.choose')}</option>
            {adults.map((adult) => {
              const adultName = airlineSpelling(adult.lastName, adult.firstName);
              const label = t('passengers.slot', { type: t('passengers.paxTypes.ADT'), number: adult.paxId.slice(4) });
              return (
                <option key={adult.paxId} value={adult.paxId}>
                  {adultName ? `${label} · ${adultName}` : label}
                </option>
              );
            })}
          </TextField>
        ) : null}
        {passenger.type !== 'INF'
          ? itinerary.airlines.map((airline) => {
              const key = keyOf(`loyalty.${airline}`);
              const props = messageProps(key, fieldState(key));
              return (
                <TextField
                  key={airline}
                  {...props}
                  label={t('passengers.fields.loyalty', { programme: loyaltyProgrammeOf(airline).name, airline })}
                  value={passenger.loyalty[airline] ?? ''}
                  onChange={(event) =>
                    onChange(
                      index,
                      { loyalty: { ...passenger.loyalty, [airline]: event.target.value.toUpperCase() } },
                      [key],
                    )
                  }
                  onBlur={() => onLeave(key)}
                  slotProps={{
                    ...props.slotProps,
                    htmlInput: { maxLength: 20, autoComplete: 'off', spellCheck: false },
                  }}
                  fullWidth
                />
              );
            })
          : null}
      </Box>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {spelling ? (
          <Typography variant="body2" color="text.secondary">
            {t('passengers.fields.airlineName')} <strong>{spelling}</strong>
          </Typography>
        ) : null}
        {linkText ? (
          <Typography variant="body2" color="text.secondary">
            {t('passengers.fields.infantText')} <strong>{linkText}</strong>
          </Typography>
        ) : null}
      </Box>
      {itinerary.isInternational ? (
        <PassportFields
          prefix={prefix}
          passport={passenger.passport}
          fieldState={fieldState}
          onChange={(change, key) => onChange(index, { passport: { ...passenger.passport, ...change } }, [key])}
          onLeave={onLeave}
        />
      ) : null}
    </Paper>
  );
}
