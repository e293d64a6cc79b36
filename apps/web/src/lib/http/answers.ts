// The refusals of the money endpoints (train bookings, eSIM orders): 409 priceChanged with the new total to accept, an
// answer that may not be the last word (network, timeout, 5xx: the same Idempotency-Key may be sent again), and a PIN
// the agent cancelled.

type Details = Record<string, unknown>;

function detailsOf(error: unknown): Details | undefined {
  const details = (error as { data?: { details?: unknown } } | undefined)?.data?.details;
  return typeof details === 'object' && details !== null ? (details as Details) : undefined;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/** The total to accept now when the answer is 409 priceChanged (details.newTotal), else undefined. */
export function newTotalOf(error: unknown): number | undefined {
  const details = detailsOf(error);
  if (statusOf(error) !== 409 || details?.reason !== 'priceChanged') return undefined;
  const total = Number(details.newTotal ?? details.total ?? details.newPrice);
  return Number.isSafeInteger(total) ? total : undefined;
}

/** 409 with details.reason (insufficientDeposit, timeLimitExpired…), for the explanation beside the server's message. */
export const conflictReasonOf = (error: unknown): string | undefined => {
  const reason = detailsOf(error)?.reason;
  return statusOf(error) === 409 && typeof reason === 'string' ? reason : undefined;
};

export function isUnsettled(error: unknown): boolean {
  const status = statusOf(error);
  return (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    status === 'PARSING_ERROR' ||
    (typeof status === 'number' && status >= 500)
  );
}

export const isPinCancelled = (error: unknown) => detailsOf(error)?.isCancelled === true;
