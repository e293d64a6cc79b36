// Airport data, lookups, local time offsets with DST, and accent-insensitive search.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AIRPORTS,
  airportDistanceKm,
  airportLocalTimeToInstant,
  airportUtcOffset,
  findAirport,
  foldVietnamese,
  formatAirportDateTime,
  formatUtcOffset,
  isDomesticRoute,
  searchAirports,
} from '../src/index.js';

const VIETNAMESE = [
  'HAN',
  'SGN',
  'DAD',
  'CXR',
  'PQC',
  'HPH',
  'VII',
  'HUI',
  'VCA',
  'DLI',
  'UIH',
  'BMV',
  'PXU',
  'VDH',
  'THD',
  'VCL',
  'TBB',
  'VCS',
  'VKG',
  'CAH',
  'DIN',
  'VDO',
];
const INTERNATIONAL = [
  'BKK',
  'DMK',
  'SIN',
  'KUL',
  'ICN',
  'PUS',
  'NRT',
  'HND',
  'KIX',
  'NGO',
  'FUK',
  'TPE',
  'KHH',
  'HKG',
  'MFM',
  'CAN',
  'PVG',
  'PEK',
  'CTU',
  'SZX',
  'SYD',
  'MEL',
  'BNE',
  'PER',
  'CDG',
  'FRA',
  'LHR',
  'MUC',
  'LAX',
  'SFO',
  'SEA',
  'YVR',
  'DXB',
  'DOH',
  'DEL',
  'BOM',
  'MNL',
  'CGK',
  'DPS',
  'REP',
  'PNH',
  'RGN',
  'VTE',
  'LPQ',
];

describe('airport data', () => {
  it('has the 22 Vietnamese airports, all domestic and in Vietnam time', () => {
    for (const code of VIETNAMESE) {
      const airport = findAirport(code);
      expect(airport, code).toBeDefined();
      expect(airport?.isDomestic).toBe(true);
      expect(airport?.countryCode).toBe('VN');
      expect(airport?.timeZone).toBe('Asia/Ho_Chi_Minh');
    }
  });

  it('has at least 40 international airports, none domestic', () => {
    for (const code of INTERNATIONAL) expect(findAirport(code)?.isDomestic, code).toBe(false);
    expect(AIRPORTS.filter((airport) => !airport.isDomestic).length).toBeGreaterThanOrEqual(40);
  });

  it('gives every airport unique code, names in both languages, a valid zone and coordinates', () => {
    expect(new Set(AIRPORTS.map((airport) => airport.code)).size).toBe(AIRPORTS.length);
    for (const airport of AIRPORTS) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(airport.city.vi && airport.city.en && airport.name.vi && airport.name.en).toBeTruthy();
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timeZone })).not.toThrow();
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('keeps Vietnamese accents in Vietnamese names', () => {
    expect(findAirport('HAN')?.city.vi).toBe('Hà Nội');
    expect(findAirport('SGN')?.city.vi).toBe('Hồ Chí Minh');
    expect(findAirport('DAD')?.city.vi).toBe('Đà Nẵng');
    expect(findAirport('HAN')?.name.vi).toBe('Sân bay quốc tế Nội Bài');
  });
});

describe('lookups', () => {
  it('finds by code in any case and answers undefined for unknown codes', () => {
    expect(findAirport('han')?.code).toBe('HAN');
    expect(findAirport(' sgn ')?.code).toBe('SGN');
    expect(findAirport('XXX')).toBeUndefined();
  });

  it('tells domestic routes from international and unknown ones', () => {
    expect(isDomesticRoute('HAN', 'SGN')).toBe(true);
    expect(isDomesticRoute('SGN', 'PQC')).toBe(true);
    expect(isDomesticRoute('HAN', 'BKK')).toBe(false);
    expect(isDomesticRoute('CDG', 'LHR')).toBe(false);
    expect(isDomesticRoute('HAN', 'XXX')).toBe(false);
  });

  it('measures great-circle distances', () => {
    expect(airportDistanceKm('HAN', 'SGN')).toBeGreaterThan(1100);
    expect(airportDistanceKm('HAN', 'SGN')).toBeLessThan(1200);
    expect(airportDistanceKm('SGN', 'CDG')).toBeGreaterThan(9800);
    expect(airportDistanceKm('SGN', 'CDG')).toBeLessThan(10500);
    expect(airportDistanceKm('HAN', 'XXX')).toBeUndefined();
  });
});

describe('local time', () => {
  const winter = new Date('2026-12-01T00:00:00Z');
  const summer = new Date('2026-07-01T00:00:00Z');

  it('gives Vietnam +07:00 all year', () => {
    expect(airportUtcOffset('HAN', winter)).toBe(420);
    expect(airportUtcOffset('SGN', summer)).toBe(420);
  });

  it('follows daylight saving time in both hemispheres', () => {
    expect(airportUtcOffset('SYD', winter)).toBe(660);
    expect(airportUtcOffset('SYD', summer)).toBe(600);
    expect(airportUtcOffset('CDG', winter)).toBe(60);
    expect(airportUtcOffset('CDG', summer)).toBe(120);
    expect(airportUtcOffset('LHR', winter)).toBe(0);
    expect(airportUtcOffset('LHR', summer)).toBe(60);
    expect(airportUtcOffset('LAX', winter)).toBe(-480);
    expect(airportUtcOffset('LAX', summer)).toBe(-420);
    expect(airportUtcOffset('BNE', winter)).toBe(600);
  });

  it('handles half-hour zones and unknown airports', () => {
    expect(airportUtcOffset('DEL', winter)).toBe(330);
    expect(airportUtcOffset('RGN', winter)).toBe(390);
    expect(airportUtcOffset('XXX', winter)).toBeUndefined();
  });

  it('formats offsets and local ISO times', () => {
    expect(formatUtcOffset(420)).toBe('+07:00');
    expect(formatUtcOffset(-480)).toBe('-08:00');
    expect(formatUtcOffset(0)).toBe('+00:00');
    expect(formatUtcOffset(330)).toBe('+05:30');
    expect(formatAirportDateTime('HAN', new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01T08:00:00+07:00');
    expect(formatAirportDateTime('CDG', new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01T02:00:00+01:00');
  });

  it('turns a local wall-clock time into the right instant, across DST changes', () => {
    expect(airportLocalTimeToInstant('HAN', '2026-12-01', 8 * 60)?.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(airportLocalTimeToInstant('CDG', '2026-07-01', 10 * 60)?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    // Paris switches to summer time at 02:00 on 29 March 2026; 12:00 that day is already +02:00.
    expect(airportLocalTimeToInstant('CDG', '2026-03-29', 12 * 60)?.toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(airportLocalTimeToInstant('XXX', '2026-03-29', 0)).toBeUndefined();
  });

  it('round-trips any local time of day at any airport (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AIRPORTS.map((a) => a.code)),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 5 * 60, max: 23 * 60 + 30 }),
        (code, day, minutes) => {
          const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
          const instant = airportLocalTimeToInstant(code, date, minutes);
          const iso = instant && formatAirportDateTime(code, instant);
          const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          return iso?.startsWith(`${date}T${hhmm}:00`) === true;
        },
      ),
    );
  });
});

describe('airport search', () => {
  it('folds Vietnamese accents, including đ and Đ', () => {
    expect(foldVietnamese('Đà Nẵng')).toBe('da nang');
    expect(foldVietnamese('Điện Biên Phủ')).toBe('dien bien phu');
    expect(foldVietnamese('  Hồ   Chí-Minh ')).toBe('ho chi minh');
  });

  it.each([
    ['ha noi', 'HAN'],
    ['Hà Nội', 'HAN'],
    ['HAN', 'HAN'],
    ['han', 'HAN'],
    ['hanoi', 'HAN'],
    ['sai gon', 'SGN'],
    ['Sài Gòn', 'SGN'],
    ['hồ chí minh', 'SGN'],
    ['ho chi minh', 'SGN'],
    ['tp hcm', 'SGN'],
    ['da nang', 'DAD'],
    ['ĐÀ NẴNG', 'DAD'],
    ['dien bien', 'DIN'],
    ['noi bai', 'HAN'],
    ['tan son nhat', 'SGN'],
    ['bang coc', 'BKK'],
    ['paris', 'CDG'],
    ['luan don', 'LHR'],
  ])('finds %s first as %s', (query, code) => {
    expect(searchAirports(query, 5)[0]?.code).toBe(code);
  });

  it('lists every airport of a city that has several', () => {
    const codes = searchAirports('tokyo', 10).map((airport) => airport.code);
    expect(codes).toEqual(expect.arrayContaining(['NRT', 'HND']));
    expect(
      searchAirports('bangkok', 10)
        .map((airport) => airport.code)
        .slice(0, 2),
    ).toEqual(['BKK', 'DMK']);
  });

  it('respects the limit, lists airports for an empty query and nothing for nonsense', () => {
    expect(searchAirports('a', 3)).toHaveLength(3);
    expect(searchAirports('', 4).map((airport) => airport.code)).toEqual(['HAN', 'SGN', 'DAD', 'CXR']);
    expect(searchAirports('zzzzqqq', 10)).toEqual([]);
    expect(searchAirports('han', 0)).toEqual([]);
  });

  it('finds any airport by its own code and by its accent-free Vietnamese city (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AIRPORTS), (airport) => {
        const byCode = searchAirports(airport.code, 1)[0]?.code === airport.code;
        const byCity = searchAirports(foldVietnamese(airport.city.vi), AIRPORTS.length).some(
          (found) => found.code === airport.code,
        );
        return byCode && byCity;
      }),
    );
  });
});
