// GET /api/esim/orders/{id}/esims/{esimId}/usage: the eSIM's usage read from the vendor now; its status and when it
// was read are stored on the eSIM, never REFUNDED (only a settled refund writes that) and not while a refund is
// pending or done (the eSIM then answers its own status).
import type { TEsimUsage } from '@portal/contracts';
import { notFound } from '../../../platform/errors.js';
import type { BookingCaller } from '../../bookings/booking-scope.js';
import { callOptionsOf, ESIM_VENDOR, type EsimDeps } from '../esim-deps.js';
import { vendorValue } from '../esim-errors.js';
import { requireVisibleEsimOrder } from '../esim-scope.js';
import { findEsimItem } from '../repository/esim-reads.js';
import { storeEsimUsageStatus } from '../repository/esim-writes.js';

export function createEsimUsageService(deps: EsimDeps) {
  async function usage(caller: BookingCaller, options: { orderId: string; itemId: string }): Promise<TEsimUsage> {
    const order = await requireVisibleEsimOrder(deps.db, caller, options.orderId);
    const item = await findEsimItem(deps.db, options.itemId);
    if (!item || item.orderId !== order.id) throw notFound();
    const target = { account: order.supplierAccount, iccid: item.iccid };
    const answer = vendorValue(await deps.esim.usage(ESIM_VENDOR, target, callOptionsOf(deps)));
    const readAt = deps.clock.now();
    const stored =
      answer.status === 'REFUNDED'
        ? undefined
        : await storeEsimUsageStatus(deps.db, { itemId: item.id, status: answer.status, at: readAt });
    const status = stored?.status ?? (await findEsimItem(deps.db, item.id))?.status ?? item.status;
    return {
      esimId: item.id,
      iccid: item.iccid,
      status,
      installed: answer.installed,
      totalMb: answer.totalMb,
      usedMb: answer.usedMb,
      activatedAt: answer.activatedAt,
      expiresAt: answer.expiresAt,
      readAt: readAt.toISOString(),
    };
  }
  return { usage };
}

export type EsimUsageService = ReturnType<typeof createEsimUsageService>;
