// The paid-change benchmark's bookings: ticketed two-adult one-way HAN → SGN bookings on Vietjet and Vietnam Airlines
// (alternating), issued by each agent on its own session, plus Vietjet ones for the contention run.
import type { TBookingDetail, TBookingSystem, TFlightSelection } from '@portal/contracts';
import type { BenchEnv } from './booking-bench-env.js';
import { bookingCalls, failureText, searchOneWay, vietnamDay } from './booking-flow-calls.js';

type Headers = Record<string, string>;
const ADULTS = 2;

/** Two-seat fares per system, a month out and later, one booking per slot (one seat always left over). */
async function faresBySystem(
  base: string,
  auth: Headers,
  needed: Record<'VJ' | 'VN', number>,
): Promise<Record<'VJ' | 'VN', TFlightSelection[]>> {
  const found: Record<'VJ' | 'VN', TFlightSelection[]> = { VJ: [], VN: [] };
  const short = () => found.VJ.length < needed.VJ || found.VN.length < needed.VN;
  for (let day = 30; short() && day < 90; day += 1) {
    const departDate = vietnamDay(day);
    for (const offer of await searchOneWay(base, auth, departDate)) {
      const system = offer.system as TBookingSystem;
      if ((system !== 'VJ' && system !== 'VN') || offer.numberOfStop !== 0 || offer.combineSegment) continue;
      for (const fare of offer.fares) {
        for (let seats = ADULTS; seats < fare.seatAvailable && found[system].length < needed[system]; seats += ADULTS)
          found[system].push({
            offerId: offer.id,
            fareClass: fare.fareClass,
            leg: { from: 'HAN', to: 'SGN', departDate },
          });
      }
    }
  }
  if (short()) throw new Error(`fares found: VJ ${found.VJ.length}/${needed.VJ}, VN ${found.VN.length}/${needed.VN}`);
  return found;
}

async function issueOne(env: BenchEnv, auth: Headers, fare: TFlightSelection): Promise<TBookingDetail> {
  const calls = bookingCalls(env.base, auth);
  const priced = await calls.priceCheck(fare, ADULTS);
  if (priced.status !== 200 || priced.body.newTotal === null) throw new Error(`price check ${failureText(priced)}`);
  const held = await calls.hold(fare, priced.body.newTotal, { adults: ADULTS });
  const booking = held.body.bookings?.[0];
  if (held.status !== 201 || booking?.status !== 'HOLD') throw new Error(`hold ${failureText(held)}`);
  const issued = await calls.issue(booking.id, booking.totalAmount);
  if (issued.status !== 200 || issued.body.status !== 'EXPORT') throw new Error(`issue ${failureText(issued)}`);
  return issued.body;
}

/** Each agent's own ticketed bookings (VJ, VN, VJ, …), and `contention` more VJ ones, all issued concurrently. */
export async function issueBookings(
  env: BenchEnv,
  sessions: Headers[],
  counts: { perAgent: number; contention: number },
): Promise<{ perAgent: TBookingDetail[][]; contention: TBookingDetail[] }> {
  const vietjetPerAgent = Math.ceil(counts.perAgent / 2);
  const fares = await faresBySystem(env.base, sessions[0]!, {
    VJ: vietjetPerAgent * sessions.length + counts.contention,
    VN: (counts.perAgent - vietjetPerAgent) * sessions.length,
  });
  const perAgent = await Promise.all(
    sessions.map(async (auth) => {
      const mine: TBookingDetail[] = [];
      for (let index = 0; index < counts.perAgent; index += 1)
        mine.push(await issueOne(env, auth, (index % 2 === 0 ? fares.VJ : fares.VN).shift()!));
      return mine;
    }),
  );
  const contention: TBookingDetail[] = [];
  for (let index = 0; index < counts.contention; index += 1)
    contention.push(await issueOne(env, sessions[index % sessions.length]!, fares.VJ.shift()!));
  return { perAgent, contention };
}
