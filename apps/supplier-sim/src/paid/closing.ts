// When a flight stops selling paid changes (decision 049): low-cost airlines 3 hours before departure, full-service and GDS 1 hour, flown never.
import type { TBookingSystem, TSupplierBooking } from '@portal/contracts';
import { LOW_COST } from '../edits/edit-rules.js';

type TFlight = TSupplierBooking['flights'][number];

/** Minutes before departure each kind of system stops selling. */
export const LOW_COST_CLOSE_MINUTES = 180;
export const FULL_SERVICE_CLOSE_MINUTES = 60;

export const closeMinutes = (system: TBookingSystem) =>
  LOW_COST.includes(system) ? LOW_COST_CLOSE_MINUTES : FULL_SERVICE_CLOSE_MINUTES;

/** Why the flight sells nothing now (vi and en), or undefined while it is open. */
export function closedReason(
  system: TBookingSystem,
  flight: TFlight,
  now: Date,
): { vi: string; en: string } | undefined {
  const first = flight.segments[0];
  if (!first) return undefined;
  const departure = Date.parse(first.departDateTime);
  if (now.getTime() >= departure) return { vi: 'đã khởi hành', en: 'has departed' };
  if (flight.segments.some((segment) => segment.status === 'XX')) return { vi: 'đã bị huỷ', en: 'is cancelled' };
  const minutes = closeMinutes(system);
  if (departure - now.getTime() < minutes * 60_000) {
    const hours = minutes / 60;
    return {
      vi: `đã đóng bán dịch vụ (dưới ${hours} giờ trước giờ khởi hành)`,
      en: `is closed for sale (less than ${hours} hour${hours === 1 ? '' : 's'} before departure)`,
    };
  }
  return undefined;
}
