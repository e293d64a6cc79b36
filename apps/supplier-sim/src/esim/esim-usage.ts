// An eSIM's usage read at the simulator's clock: NOT_ACTIVE until installed, then ACTIVE with data used at a fixed daily
// rate (15% of the package, or 60% of the fair use for unlimited) until FINISHED or EXPIRED; and the admin test hook
// that installs it, sets its usage or expires it.
import type { TEsimStatus, TEsimVendorUsage, TEsimVendorPackage } from '@portal/contracts';
import type { z } from 'zod';
import type { ZEsimAdminUsageRequest } from '@portal/contracts';
import { packageById } from './esim-catalogue.js';
import { DAY_MS, fail, ok, type TEsimDeps, type TEsimRecord, type TEsimResult } from './esim-state.js';

/** MB used per day of activity. */
export function dailyUseMb(pack: TEsimVendorPackage): number {
  return pack.dataMb === null ? (pack.fairUseMbPerDay ?? 1024) * 0.6 : pack.dataMb * 0.15;
}

const basePackage = (esim: TEsimRecord): TEsimVendorPackage => {
  const pack = packageById(esim.packageId);
  if (!pack) throw new Error(`Unknown package ${esim.packageId} for ${esim.iccid}`);
  return pack;
};

/** MB in all (null = unlimited): the package plus every top-up. */
export const totalMbOf = (esim: TEsimRecord): number | null => {
  const dataMb = basePackage(esim).dataMb;
  return dataMb === null ? null : dataMb + esim.extraMb;
};

/** When it stops working (epoch ms): the package's validity from installation, pushed by later top-ups; or the hook's. */
export function expiresAtOf(deps: TEsimDeps, esim: TEsimRecord): number | null {
  if (esim.installedAt === null) return esim.expiredAt;
  const installedAt = esim.installedAt;
  let expires = installedAt + basePackage(esim).validityDays * DAY_MS;
  for (const code of esim.topUpCodes) {
    const topUp = deps.state.data.topUps[code];
    const days = topUp ? (packageById(topUp.view.packageId)?.validityDays ?? 0) : 0;
    if (topUp) expires = Math.max(expires, Math.max(topUp.at, installedAt) + days * DAY_MS);
  }
  return esim.expiredAt === null ? expires : Math.min(expires, esim.expiredAt);
}

/** MB used at `at`: the snapshot advanced at the daily rate, never past the expiry nor the total. */
export function usedMbAt(deps: TEsimDeps, esim: TEsimRecord, at: number): number {
  if (esim.usageAt === null) return esim.usedMbAt;
  const until = Math.min(at, expiresAtOf(deps, esim) ?? at);
  const grown = esim.usedMbAt + (dailyUseMb(basePackage(esim)) * Math.max(0, until - esim.usageAt)) / DAY_MS;
  const total = totalMbOf(esim);
  return Math.floor(total === null ? grown : Math.min(total, grown));
}

export function statusAt(deps: TEsimDeps, esim: TEsimRecord, at: number): TEsimStatus {
  if (esim.refundCode !== null) return 'REFUNDED';
  const expiresAt = expiresAtOf(deps, esim);
  if (expiresAt !== null && at >= expiresAt) return 'EXPIRED';
  if (esim.installedAt === null) return 'NOT_ACTIVE';
  const total = totalMbOf(esim);
  return total !== null && usedMbAt(deps, esim, at) >= total ? 'FINISHED' : 'ACTIVE';
}

/** Fixes the usage so far into the snapshot (before the total or the rate's inputs change). */
export function settleUsage(deps: TEsimDeps, esim: TEsimRecord): void {
  if (esim.usageAt === null) return;
  const at = deps.now().getTime();
  esim.usedMbAt = usedMbAt(deps, esim, at);
  esim.usageAt = at;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function usageView(deps: TEsimDeps, esim: TEsimRecord): TEsimVendorUsage {
  const at = deps.now().getTime();
  return {
    iccid: esim.iccid,
    orderCode: esim.orderCode,
    status: statusAt(deps, esim, at),
    installed: esim.installedAt !== null,
    totalMb: totalMbOf(esim),
    usedMb: usedMbAt(deps, esim, at),
    activatedAt: iso(esim.installedAt),
    expiresAt: iso(expiresAtOf(deps, esim)),
    topUps: esim.topUpCodes.flatMap((code) => {
      const topUp = deps.state.data.topUps[code];
      if (!topUp) return [];
      const { topUpCode, packageId, net, createdAt } = topUp.view;
      return [{ topUpCode, packageId, net, createdAt }];
    }),
  };
}

/** POST /admin/esim/usage: install (the validity starts now), set the MB used so far, or expire it now. */
export function adminUsage(
  deps: TEsimDeps,
  request: z.infer<typeof ZEsimAdminUsageRequest>,
): TEsimResult<TEsimVendorUsage> {
  const esim = deps.state.data.esims[request.iccid];
  if (!esim) return fail('ESIM_NOT_FOUND', `No eSIM ${request.iccid}`);
  const at = deps.now().getTime();
  if (request.installed && esim.installedAt === null && esim.refundCode === null) {
    esim.installedAt = at;
    esim.usageAt = at;
    esim.usedMbAt = 0;
  }
  if (request.usedMb !== undefined && esim.installedAt !== null) {
    esim.usedMbAt = request.usedMb;
    esim.usageAt = at;
  }
  if (request.expire) {
    settleUsage(deps, esim);
    esim.expiredAt = at;
  }
  return ok(usageView(deps, esim));
}
