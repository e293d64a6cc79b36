// The train tables' rows as this module reads and writes them, and the shapes kept in their jsonb columns.
import type { TTrainBuyerForm } from '@portal/contracts';
import type { tables } from '@portal/db';
import type { FeeLink, FeePaxType } from '@portal/domain';
import type { TRailwayBookingRequest } from '@portal/contracts';

export type TrainBookingRow = typeof tables.trainBookings.$inferSelect;
export type TrainTicketRow = typeof tables.trainTickets.$inferSelect;
export type TrainBookingStatus = TrainBookingRow['status'];

/** One ticket of a sale, as flights' StoredSaleLine (paxId = the railway's ticket id), so splitSaleLines takes it. */
export type TrainSaleLine = {
  paxId: string;
  paxType: FeePaxType;
  fareNet: number;
  ancillaries: 0;
  supplierNet: number;
  fees: number[];
};

/** `train_bookings.pricing`: the chain and per-ticket lines as held (decision 074), and the railway request as sent. */
export type TrainPricing = {
  version: 1;
  product: 'TRAIN';
  /** The buying agency first, up to its F1 (the agencyIds of splitSaleLines). */
  chainAgencyIds: string[];
  feeLinks: FeeLink[];
  lines: TrainSaleLine[];
  /** The railway booking as sent (without account and clientRef): re-sent unchanged when its outcome was unknown. */
  railwayRequest: Omit<TRailwayBookingRequest, 'account' | 'clientRef'>;
};

export const trainPricingOf = (row: Pick<TrainBookingRow, 'pricing'>) => row.pricing as unknown as TrainPricing;
/** The buyer as the agent typed it (without the name the list's filter matches, kept beside it). */
export function buyerOf(row: Pick<TrainBookingRow, 'buyer'>): TTrainBuyerForm {
  const { searchName: _searchName, ...buyer } = row.buyer as TTrainBuyerForm & { searchName?: string };
  return buyer;
}
