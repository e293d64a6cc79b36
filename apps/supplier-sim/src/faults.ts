// Latency and failures per system (defaults, options, PUT /admin/faults) and the draw that decides each request's fate.
import { BOOKING_SYSTEMS, ZFaultsConfig, type TBookingSystem, type TFaultsConfig } from '@portal/contracts';

export type TSystemFaultSettings = { latencyMs: [number, number]; errorRate: number; timeoutRate: number };

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

export type TFaultDecision = { outcome: 'answer' | 'error' | 'timeout'; delayMs: number };

export type TFaultState = {
  current(): Record<TBookingSystem, TSystemFaultSettings>;
  merge(patch: TFaultsPatch): void;
  decide(system: TBookingSystem): TFaultDecision;
};

function defaults(): Record<TBookingSystem, TSystemFaultSettings> {
  return Object.fromEntries(
    BOOKING_SYSTEMS.map((system) => [system, { latencyMs: [...DEFAULT_LATENCY_MS[system]], errorRate: 0, timeoutRate: 0 }]),
  ) as Record<TBookingSystem, TSystemFaultSettings>;
}

export function createFaultState(initial: TFaultsPatch | undefined, random: () => number): TFaultState {
  const settings = defaults();
  const merge = (patch: TFaultsPatch) => {
    for (const system of BOOKING_SYSTEMS) {
      const change = patch[system];
      if (!change) continue;
      const current = settings[system];
      const latency = change.latencyMs ? ([Math.min(...change.latencyMs), Math.max(...change.latencyMs)] as [number, number]) : current.latencyMs;
      settings[system] = {
        latencyMs: latency,
        errorRate: change.errorRate ?? current.errorRate,
        timeoutRate: change.timeoutRate ?? current.timeoutRate,
      };
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
  };
}
