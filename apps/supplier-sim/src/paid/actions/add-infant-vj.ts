// add-infant-vj: Vietjet adds an infant to a ticketed adult as a paid change: the infant fare per flight, paid at once, and the infant's own ticket.
import { vietnamToday } from '@portal/domain';
import { refuse } from '../../booking-context.js';
import { ageOn } from '../../booking-passengers.js';
import { isInternational, lastFlightDate, totalsFromAmounts } from '../../edits/edit-context.js';
import { infantPrice } from '../../edits/pax-moves.js';
import { addLine, field, isRefusal, openFlightOf, passengerOf, refused, type TPaidHandler } from '../paid-context.js';

export const addInfantVj: TPaidHandler<'add-infant-vj'> = (context, change) => {
  if (context.system !== 'VJ')
    return refuse(
      'ACTION_NOT_SUPPORTED',
      `${context.system} does not offer add-infant-vj: only Vietjet adds an infant after ticketing this way`,
    );
  const { view } = context.draft;
  const adult = passengerOf(context, change.adultId, 'adultId');
  if (isRefusal(adult)) return adult;
  if (adult.type !== 'ADT') return field('adultId', 'An infant travels with an adult');
  if (view.passengers.some((passenger) => passenger.infantOf === adult.id))
    return refused(context, `${adult.id} already travels with an infant`);
  const { infant } = change;
  if (infant.birthDate > vietnamToday(context.now))
    return field('infant.birthDate', 'Expected a date not in the future');
  if (ageOn(infant.birthDate, lastFlightDate(view)) > 1)
    return field('infant.birthDate', 'An infant is under 2 on the date of the last flight');
  if (isInternational(view) && !infant.passport) return field('infant.passport', 'Required on international flights');
  for (const flight of view.flights) {
    const open = openFlightOf(context, flight.key, 'adultId');
    if (isRefusal(open)) return open;
  }
  const taken = new Set(view.passengers.map((passenger) => passenger.id));
  const number = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((candidate) => !taken.has(`INF-${candidate}`));
  if (!number) return refused(context, 'a PNR holds at most 9 infants');
  const id = `INF-${number}`;
  view.passengers.push({ id, type: 'INF', infantOf: adult.id, ...infant });
  adult.ssrs = [
    ...(adult.ssrs ?? []),
    { code: 'INFT', text: `${infant.lastName}/${infant.firstName} ${infant.birthDate}` },
  ];
  const amount = { paxId: id, type: 'INF' as const, baseFare: 0, tax: 0, vat: 0, ancillaries: 0, total: 0 };
  for (const flight of view.flights) {
    const price = flight.netPrices.INF ?? infantPrice(flight);
    flight.netPrices.INF = price;
    const fare = price.baseFare + price.tax + price.vat;
    amount.baseFare += price.baseFare;
    amount.tax += price.tax;
    amount.vat += price.vat;
    amount.total += fare;
    addLine(context, {
      kind: 'INFANT_FARE',
      paxId: id,
      flightKey: flight.key,
      description: { vi: 'Giá vé em bé', en: 'Infant fare' },
      amount: fare,
    });
  }
  view.paxAmounts.push(amount);
  totalsFromAmounts(view);
  context.documents.push({
    kind: 'TICKET',
    number: '',
    paxId: id,
    amount: amount.total,
    flightKeys: view.flights.map((flight) => flight.key),
  });
  return undefined;
};
