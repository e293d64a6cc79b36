// The railway's thousands of VND turned into whole VND at the connector, so nothing past it ever sees thousands.
import type {
  TRailwayBooking,
  TRailwayChangeQuote,
  TRailwayRefundQuote,
  TRailwayRun,
  TRailwaySeat,
  TRailwaySeatLock,
  TRailwaySeatMap,
  TRailwayTicket,
} from '@portal/contracts';

const THOUSAND = 1000;

/** Thousands of VND (as the partner API sends) → whole VND. */
export const vndOfThousands = (thousands: number): number => thousands * THOUSAND;

/** Whole VND → the railway's thousands; a railway amount in VND is always a whole number of thousands. */
export function thousandsOfVnd(vnd: number): number {
  if (!Number.isSafeInteger(vnd) || vnd % THOUSAND !== 0) throw new RangeError(`not a railway amount: ${vnd} VND`);
  return vnd / THOUSAND;
}

export function seatInVnd<T extends Pick<TRailwaySeat, 'fare' | 'originalFare' | 'insurance'>>(seat: T): T {
  return {
    ...seat,
    fare: vndOfThousands(seat.fare),
    originalFare: vndOfThousands(seat.originalFare),
    insurance: vndOfThousands(seat.insurance),
  };
}

export const runInVnd = (run: TRailwayRun): TRailwayRun => ({
  ...run,
  fares: run.fares.map((row) => ({
    ...row,
    minFare: vndOfThousands(row.minFare),
    maxFare: vndOfThousands(row.maxFare),
  })),
});

export const seatMapInVnd = (map: TRailwaySeatMap): TRailwaySeatMap => ({ ...map, seats: map.seats.map(seatInVnd) });

export const seatLockInVnd = (lock: TRailwaySeatLock): TRailwaySeatLock => ({ ...lock, seat: seatInVnd(lock.seat) });

const ticketInVnd = (ticket: TRailwayTicket): TRailwayTicket => ({
  ...ticket,
  seat: seatInVnd(ticket.seat),
  fare: vndOfThousands(ticket.fare),
  insurance: vndOfThousands(ticket.insurance),
  discount: vndOfThousands(ticket.discount),
  amount: vndOfThousands(ticket.amount),
});

export const bookingInVnd = (booking: TRailwayBooking): TRailwayBooking => ({
  ...booking,
  tickets: booking.tickets.map(ticketInVnd),
  total: vndOfThousands(booking.total),
});

export const refundQuoteInVnd = (quote: TRailwayRefundQuote): TRailwayRefundQuote => ({
  ...quote,
  lines: quote.lines.map((line) => ({
    ...line,
    amount: vndOfThousands(line.amount),
    fee: vndOfThousands(line.fee),
    refund: vndOfThousands(line.refund),
  })),
  totalFee: vndOfThousands(quote.totalFee),
  totalRefund: vndOfThousands(quote.totalRefund),
});

export const changeQuoteInVnd = (quote: TRailwayChangeQuote): TRailwayChangeQuote => ({
  ...quote,
  oldAmount: vndOfThousands(quote.oldAmount),
  newAmount: vndOfThousands(quote.newAmount),
  changeFee: vndOfThousands(quote.changeFee),
  fareDifference: vndOfThousands(quote.fareDifference),
  total: vndOfThousands(quote.total),
});
