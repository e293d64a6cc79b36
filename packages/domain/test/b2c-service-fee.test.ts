// The B2C service fee: airline groups, itinerary types, and passengers who pay it.
import { describe, expect, it } from 'vitest';
import { b2cAirlineGroupOf, b2cItineraryTypeOf, b2cServiceFee, type B2cServiceFeeTable } from '../src/index.js';

const TABLE: B2cServiceFeeTable = {
  vn: { domestic: 50_000, international: 200_000 },
  lowCost: { domestic: 30_000, international: 150_000 },
  gds: { domestic: 80_000, international: 300_000 },
};

describe('b2c service fee', () => {
  it('groups Vietnam Airlines, the low-cost carriers and the GDSs', () => {
    expect(['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G', 'ZZ'].map(b2cAirlineGroupOf)).toEqual([
      'vn',
      'lowCost',
      'lowCost',
      'lowCost',
      'gds',
      'gds',
      'gds',
      'gds',
    ]);
  });

  it('calls an itinerary international as soon as one segment leaves Vietnam', () => {
    expect(
      b2cItineraryTypeOf([
        { from: 'HAN', to: 'SGN' },
        { from: 'SGN', to: 'DAD' },
      ]),
    ).toBe('domestic');
    expect(
      b2cItineraryTypeOf([
        { from: 'HAN', to: 'SGN' },
        { from: 'SGN', to: 'BKK' },
      ]),
    ).toBe('international');
    expect(b2cItineraryTypeOf([])).toBe('international');
  });

  it('charges adults and children, never an infant', () => {
    const domesticVj = { bookingSystem: 'VJ', segments: [{ from: 'HAN', to: 'PQC' }] };
    expect(b2cServiceFee(TABLE, domesticVj, { adults: 2, children: 1 })).toBe(90_000);
    const gdsAbroad = { bookingSystem: '1A', segments: [{ from: 'SGN', to: 'NRT' }] };
    expect(b2cServiceFee(TABLE, gdsAbroad, { adults: 1, children: 0 })).toBe(300_000);
  });
});
