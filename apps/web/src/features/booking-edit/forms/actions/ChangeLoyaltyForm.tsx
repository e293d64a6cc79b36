// change-loyalty: a passenger's frequent-flyer numbers, one per airline of the itinerary (emptied: removed).
import { useTranslation } from 'react-i18next';
import type { EditFormProps } from '../form-types';
import { EditFormLayout } from '../fields/EditFormLayout';
import { EditTextField } from '../fields/EditTextField';
import { PassengerSelect } from '../fields/PassengerSelect';
import { useEditForm } from '../model/use-edit-form';

type Values = Record<string, string>;

const loyaltyField = (airline: string) => `loyalty.${airline}`;

export default function ChangeLoyaltyForm(props: EditFormProps) {
  const { t } = useTranslation();
  const airlines = props.context.airlines;
  const entriesOf = (values: Values) =>
    airlines
      .map((airline) => ({ airline, number: (values[loyaltyField(airline)] ?? '').trim() }))
      .filter((entry) => entry.number !== '');
  const form = useEditForm<Values>(props, {
    initial: { paxId: '' },
    fields: ['paxId', ...airlines.map(loyaltyField)],
    toBody: (values) => ({ paxId: values.paxId, loyalty: entriesOf(values) }),
    fieldOf: (path, values) => {
      const row = /^loyalty\.(\d+)/.exec(path);
      const airline = row ? entriesOf(values)[Number(row[1])]?.airline : undefined;
      return airline ? loyaltyField(airline) : path;
    },
  });
  const choose = (paxId: string) => {
    const passenger = props.booking.passengers.find((candidate) => candidate.paxId === paxId);
    const numbers = airlines.map((airline) => [
      loyaltyField(airline),
      passenger?.loyalty.find((entry) => entry.airline === airline)?.number ?? '',
    ]);
    form.changeMany({ paxId, ...Object.fromEntries(numbers) });
  };
  return (
    <EditFormLayout form={form}>
      <PassengerSelect
        form={form}
        field="paxId"
        booking={props.booking}
        isOffered={(choice) => choice.type !== 'INF'}
        onChoose={choose}
      />
      {airlines.map((airline) => (
        <EditTextField
          key={airline}
          form={form}
          field={loyaltyField(airline)}
          label={t('editForms.fields.loyaltyNumber', { airline })}
          hint={t('editForms.hints.loyaltyEmpty')}
          isUpper
          maxLength={20}
        />
      ))}
    </EditFormLayout>
  );
}
