// The fare rules of one airline class or family, asked of the booking system that sells it, for a system the agency may use.
import { ErrorCode, type TBookingSystem, type TSupplierFareRulesResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { supplierErrorText, type ReservationErrorLog } from '../reservation-errors/reservation-error-log.js';
import { agencySupplierSettings } from '../suppliers/agency-booking-systems.js';
import type { SupplierGateway } from '../suppliers/supplier-gateway.js';

export type FareRulesDeps = {
  db: Database;
  suppliers: SupplierGateway;
  deadlineMs: number;
  clock: Clock;
  /** Where a failed fare-rules call is recorded, without waiting. */
  reservationErrors: ReservationErrorLog;
};

export type FareRulesQuery = { system: TBookingSystem; airline: string; fareClass: string };

export function createFareRulesService(deps: FareRulesDeps) {
  /** 404 for a system the agency may not use or a class the system does not sell; 502 when the system fails. */
  async function fareRulesOf(auth: AccessClaims, query: FareRulesQuery): Promise<TSupplierFareRulesResponse> {
    const { system, ...classQuery } = query;
    // A system the agency may not use (or has no enabled sign-in to) looks like one that does not exist.
    await agencySupplierSettings(deps.db, auth.agencyId, [system]).catch(() => {
      throw notFound();
    });
    try {
      const rules = await deps.suppliers.fareRules(system, classQuery, {
        signal: AbortSignal.timeout(deps.deadlineMs),
      });
      if (!rules) throw notFound();
      return rules;
    } catch (error) {
      if (error instanceof AppError) throw error;
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      const message = isTimeout ? `no answer within ${deps.deadlineMs} ms` : supplierErrorText(error);
      void deps.reservationErrors.record([
        {
          agencyId: auth.agencyId,
          userId: auth.userId,
          system,
          action: 'fare-rules',
          message,
          occurredAt: deps.clock.now(),
        },
      ]);
      throw new AppError({ status: 502, code: ErrorCode.SUPPLIER_UNAVAILABLE, messageKey: 'supplierUnavailable' });
    }
  }

  return { fareRulesOf };
}

export type FareRulesService = ReturnType<typeof createFareRulesService>;
