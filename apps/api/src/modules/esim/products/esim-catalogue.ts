// The vendor's base catalogue per supplier account, cached in this process for an hour (decision 087: a few hundred
// packages, read once, priced per agency on every request); concurrent first reads share one vendor call.
import type { TEsimVendorPackage } from '@portal/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { EsimGateway } from '../../suppliers/esim/esim-gateway.js';
import { vendorValue } from '../esim-errors.js';
import { callOptionsOf, ESIM_VENDOR } from '../esim-deps.js';

export const ESIM_CATALOGUE_TTL_MS = 60 * 60_000;

export type EsimCatalogueRead = { packages: TEsimVendorPackage[]; byId: Map<string, TEsimVendorPackage>; readAt: Date };

export function createEsimCatalogue(deps: { esim: EsimGateway; clock: Clock; deadlineMs: number }) {
  const cached = new Map<string, Promise<EsimCatalogueRead>>();

  async function read(account: string): Promise<EsimCatalogueRead> {
    const answer = await deps.esim.packages(ESIM_VENDOR, { account, kind: 'base' }, callOptionsOf(deps));
    const packages = vendorValue(answer);
    return { packages, byId: new Map(packages.map((entry) => [entry.id, entry])), readAt: deps.clock.now() };
  }

  /** The account's base packages: the cached read while younger than an hour, a new one otherwise (a failed read is not kept). */
  async function packagesOf(account: string): Promise<EsimCatalogueRead> {
    const known = cached.get(account);
    if (known) {
      const value = await known.catch(() => undefined);
      if (value && deps.clock.now().getTime() - value.readAt.getTime() < ESIM_CATALOGUE_TTL_MS) return value;
      if (cached.get(account) === known) cached.delete(account);
    }
    const reading = read(account);
    cached.set(account, reading);
    reading.catch(() => {
      if (cached.get(account) === reading) cached.delete(account);
    });
    return reading;
  }

  /** Forgets an account's catalogue (the vendor answered PRICE_CHANGED: its prices moved). */
  const forget = (account: string): void => void cached.delete(account);

  return { packagesOf, forget };
}

export type EsimCatalogue = ReturnType<typeof createEsimCatalogue>;
