// Flight texts shared by every page: flight numbers with or without the carrier written in, airport-local times and dates.
import { describe, expect, it } from 'vitest';
import { airportDateTime, flightNumber, flightNumberText, localDate, localTime } from '../src/lib/booking/flight-text';

describe('flight numbers', () => {
  it('shows the carrier apart when the supplier wrote it into the number', () => {
    expect(flightNumber({ carrierCode: 'VN', flightNumber: 'VN220' })).toBe('VN 220');
    expect(flightNumber({ carrierCode: 'VN', flightNumber: 'VN 220' })).toBe('VN 220');
  });

  it('keeps a bare number whole, whatever its first digits', () => {
    expect(flightNumber({ carrierCode: 'VN', flightNumber: '220' })).toBe('VN 220');
    expect(flightNumber({ carrierCode: 'VN', flightNumber: '1529' })).toBe('VN 1529');
    expect(flightNumber({ carrierCode: '9C', flightNumber: '9C8541' })).toBe('9C 8541');
  });

  it('without a carrier shows a written code apart and leaves digits alone', () => {
    expect(flightNumber({ flightNumber: 'VN220' })).toBe('VN 220');
    expect(flightNumber({ flightNumber: '5J750' })).toBe('5J 750');
    expect(flightNumber({ flightNumber: '1529' })).toBe('1529');
    expect(flightNumber({ flightNumber: '220' })).toBe('220');
  });

  it('joins the segments of a connection', () => {
    expect(
      flightNumberText([
        { carrierCode: 'VN', flightNumber: 'VN213' },
        { carrierCode: 'VN', flightNumber: '1529' },
      ]),
    ).toBe('VN 213 · VN 1529');
    expect(flightNumberText([])).toBe('');
  });
});

describe('airport-local times', () => {
  it('reads the time and date exactly as written, whatever the offset', () => {
    expect(localTime('2030-12-01T23:45:00+09:00')).toBe('23:45');
    expect(localDate('2030-12-01T23:45:00+09:00')).toBe('01/12/2030');
    expect(localDate('2030-12-01')).toBe('01/12/2030');
    expect(airportDateTime('2030-12-01T23:45:00+09:00')).toBe('01/12/2030 23:45');
  });

  it('gives back what it cannot read', () => {
    expect(localTime('soon')).toBe('');
    expect(localDate('soon')).toBe('soon');
    expect(airportDateTime('2030-12-01')).toBe('2030-12-01');
  });
});
