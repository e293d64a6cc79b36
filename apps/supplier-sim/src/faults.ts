// Latency, failures and booking knobs per system (defaults, options, PUT /admin/faults) and the draws that decide each request's fate.
import {
  BOOKING_SYSTEMS,
  FAULT_SYSTEMS,
  ZFaultsConfig,
  type TBookingSystem,
  type TFaultSystem,
  type TFaultsConfig,
} from '@portal/contracts';

/** The booking knobs are present only once set, so the search-era settings read as before. */
export type TSystemFaultSettings = {
  latencyMs: [number, number];
  errorRate: number;
  timeoutRate: number;
  issueReplyLostRate?: number;
  voidReplyLostRate?: number;
  refundReplyLostRate?: number;
  editReplyLostRate?: number;
  paidChangeReplyLostRate?: number;
  priceChangeRate?: number;
  holdTimeLimitSeconds?: number;
  voidCutoff?: string;
  refundQuoteSeconds?: number;
  paidQuoteSeconds?: number;
};

/** Booking knobs drawn per request. */
export type TBookingFault =
  | 'issueReplyLostRate'
  | 'voidReplyLostRate'
  | 'refundReplyLostRate'
  | 'editReplyLostRate'
  | 'paidChangeReplyLostRate'
  | 'priceChangeRate';

/** A patch of the fault settings: any systems, any fields (merged into the current settings). */
export type TFaultsPatch = TFaultsConfig;

/** The protocol's schema already lets a patch name only some systems. */
export const ZFaultsPatch = ZFaultsConfig;

/** Default latencies: a few hundred ms for Vietjet up to about 1.5 s for Sabre; no failures. */
export const DEFAULT_LATENCY_MS: Readonly<Record<TBookingSystem, [number, number]>> = {
  VJ: [200, 500],
  VN: [300, 800],
  QH: [400, 900],
  VU: [500, 1000],
  '1A': [700, 1300],
  '1B': [800, 1500],
  '1G': [600, 1200],
};

/** The railway's partner API (VNR): a little quicker than the airlines' systems. */
export const RAILWAY_DEFAULT_LATENCY_MS: [number, number] = [150, 400];

/** The eSIM vendor (ESH): a cloud API, quick. */
export const ESIM_DEFAULT_LATENCY_MS: [number, number] = [100, 300];

export type TFaultDecision = { outcome: 'answer' | 'error' | 'timeout'; delayMs: number };

export type TFaultState = {
  current(): Record<TFaultSystem, TSystemFaultSettings>;
  merge(patch: TFaultsPatch): void;
  decide(system: TFaultSystem): TFaultDecision;
  /** Draws whether a booking fault strikes this time (never when its rate is unset or 0). */
  strikes(system: TFaultSystem, fault: TBookingFault): boolean;
  /** The same random source, for amounts a fault picks (a re-priced fare). */
  random: () => number;
};

function defaults(): Record<TFaultSystem, TSystemFaultSettings> {
  return Object.fromEntries([
    ...BOOKING_SYSTEMS.map((system) => [
      system,
      { latencyMs: [...DEFAULT_LATENCY_MS[system]], errorRate: 0, timeoutRate: 0 },
    ]),
    ['VNR', { latencyMs: [...RAILWAY_DEFAULT_LATENCY_MS], errorRate: 0, timeoutRate: 0 }],
    ['ESH', { latencyMs: [...ESIM_DEFAULT_LATENCY_MS], errorRate: 0, timeoutRate: 0 }],
  ]) as Record<TFaultSystem, TSystemFaultSettings>;
}

export function createFaultState(initial: TFaultsPatch | undefined, random: () => number): TFaultState {
  const settings = defaults();
  const merge = (patch: TFaultsPatch) => {
    for (const system of FAULT_SYSTEMS) {
      const change = patch[system];
      if (!change) continue;
      const current = settings[system];
      const latency = change.latencyMs
        ? ([Math.min(...change.latencyMs), Math.max(...change.latencyMs)] as [number, number])
        : current.latencyMs;
      const next: TSystemFaultSettings = {
        ...current,
        latencyMs: latency,
        errorRate: change.errorRate ?? current.errorRate,
        timeoutRate: change.timeoutRate ?? current.timeoutRate,
      };
      if (change.issueReplyLostRate !== undefined) next.issueReplyLostRate = change.issueReplyLostRate;
      if (change.voidReplyLostRate !== undefined) next.voidReplyLostRate = change.voidReplyLostRate;
      if (change.refundReplyLostRate !== undefined) next.refundReplyLostRate = change.refundReplyLostRate;
      if (change.editReplyLostRate !== undefined) next.editReplyLostRate = change.editReplyLostRate;
      if (change.paidChangeReplyLostRate !== undefined) next.paidChangeReplyLostRate = change.paidChangeReplyLostRate;
      if (change.priceChangeRate !== undefined) next.priceChangeRate = change.priceChangeRate;
      if (change.holdTimeLimitSeconds === null) delete next.holdTimeLimitSeconds;
      else if (change.holdTimeLimitSeconds !== undefined) next.holdTimeLimitSeconds = change.holdTimeLimitSeconds;
      if (change.voidCutoff !== undefined) next.voidCutoff = change.voidCutoff;
      if (change.refundQuoteSeconds !== undefined) next.refundQuoteSeconds = change.refundQuoteSeconds;
      if (change.paidQuoteSeconds !== undefined) next.paidQuoteSeconds = change.paidQuoteSeconds;
      settings[system] = next;
    }
  };
  if (initial) merge(initial);
  return {
    current: () => structuredClone(settings),
    merge,
    decide(system) {
      const { latencyMs, errorRate, timeoutRate } = settings[system];
      if (timeoutRate > 0 && random() < timeoutRate) return { outcome: 'timeout', delayMs: 0 };
      const isError = errorRate > 0 && random() < errorRate;
      const [min, max] = latencyMs;
      const delayMs = max > min ? Math.round(min + random() * (max - min)) : min;
      return { outcome: isError ? 'error' : 'answer', delayMs };
    },
    strikes(system, fault) {
      const rate = settings[system][fault] ?? 0;
      return rate > 0 && random() < rate;
    },
    random,
  };
}
