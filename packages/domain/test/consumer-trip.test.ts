// A consumer's trip for the passenger rules (decision 145): a round trip's last flight is its return, both airlines count.
import { describe, expect, it } from 'vitest';
import { consumerItineraryOf, consumerPassengerProblems } from '../src/index.js';

const TRIP = { from: 'HAN', to: 'BKK', departDate: '2026-12-20', adt: 1, chd: 1, inf: 0 };

describe('consumer itinerary', () => {
  it('measures a round trip to its return day, with both airlines once each', () => {
    expect(consumerItineraryOf({ ...TRIP, returnDate: '2027-01-05' }, ['VN', 'VN'])).toEqual({
      counts: { adt: 1, chd: 1, inf: 0 },
      firstFlightDate: { year: 2026, month: 12, day: 20 },
      lastFlightDate: { year: 2027, month: 1, day: 5 },
      isInternational: true,
      airlines: ['VN'],
    });
    expect(consumerItineraryOf(TRIP, 'VJ')).toMatchObject({ lastFlightDate: { year: 2026, month: 12, day: 20 } });
    expect(consumerItineraryOf({ ...TRIP, returnDate: '2027-02-30' }, 'VN')).toBeUndefined();
  });

  it('checks a child’s age on the return day: twelve by then is no longer a child', () => {
    const form = {
      passengers: [
        { paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Nguyen', firstName: 'Van Duc' },
        { paxId: 'CHD-1', type: 'CHD', title: 'MSTR', lastName: 'Nguyen', firstName: 'Minh', birthDate: '01/01/2015' },
      ],
      contact: { phone: '0912345678' },
    };
    const today = { year: 2026, month: 11, day: 28 };
    const problems = (returnDate?: string) => {
      const itinerary = consumerItineraryOf({ ...TRIP, ...(returnDate ? { returnDate } : {}) }, 'VN')!;
      return consumerPassengerProblems(form, itinerary, { today, language: 'en' }).map((issue) => issue.field);
    };
    expect(problems()).not.toContain('passengers.1.birthDate');
    expect(problems('2027-01-05')).toContain('passengers.1.birthDate');
  });
});
