// GET/PUT /api/b2c/config: the caller's own agency's consumer site, written whole; texts sanitised, logo its own upload.
import type { TB2cSiteConfig, TB2cSiteConfigWrite } from '@portal/contracts';
import { ErrorCode, ZB2cSiteConfigWrite } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import { fieldError } from '../../../platform/field-error.js';
import type { Language } from '../../../platform/messages.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import type { ContentImages } from '../../content/content-images.js';
import { sanitizeNewsHtml } from '../../content/sanitize-news.js';
import { requireB2cAgency } from '../b2c-access.js';
import { findSite, takenBy, upsertSite, type SiteRow } from './site.repository.js';

type Caller = { agencyId: string };
type SiteInput = ReturnType<typeof ZB2cSiteConfigWrite.parse>;

export function siteView(row: SiteRow): TB2cSiteConfig {
  return {
    slug: row.slug,
    hostName: row.hostName,
    name: row.name,
    logoImage: row.logoImage,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    hotline: row.hotline,
    zalo: row.zalo,
    email: row.email,
    address: row.address,
    taxCode: row.taxCode,
    bankAccounts: row.bankAccounts as TB2cSiteConfig['bankAccounts'],
    products: row.products,
    serviceFees: row.serviceFees,
    pricesIncludeFee: row.pricesIncludeFee,
    holdMinutes: row.holdMinutes,
    termsHtml: row.termsHtml,
    privacyHtml: row.privacyHtml,
    isPublished: row.isPublished,
    path: `/s/${row.slug}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 409 naming the field another site already uses. */
const addressTaken = (field: 'slug' | 'hostName', value: string) =>
  fieldError(field, 'b2cAddressTaken', { status: 409, code: ErrorCode.CONFLICT, reason: 'taken', params: { value } });

/** Which unique key a lost race hit, from the constraint name PostgreSQL reports (however deeply wrapped). */
function violatedField(error: unknown): 'slug' | 'hostName' {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const text = `${(current as { constraint?: string }).constraint ?? ''} ${(current as Error).message ?? ''}`;
    if (text.includes('b2c_sites_host_name_key')) return 'hostName';
    if (text.includes('b2c_sites_slug_key')) return 'slug';
    current = (current as { cause?: unknown }).cause;
  }
  return 'slug';
}

export function createSiteService(deps: { db: Database; clock: Clock; images: ContentImages }) {
  const { db, clock, images } = deps;

  async function get(caller: Caller): Promise<{ site: TB2cSiteConfig | null }> {
    await requireB2cAgency(db, caller.agencyId);
    const row = await findSite(db, caller.agencyId);
    return { site: row ? siteView(row) : null };
  }

  async function put(caller: Caller, input: SiteInput, language: Language): Promise<{ site: TB2cSiteConfig }> {
    await requireB2cAgency(db, caller.agencyId);
    if (input.logoImage)
      await images.requireOwn(
        { agencyId: caller.agencyId, language },
        { name: input.logoImage, kind: 'b2c_logo', field: 'logoImage' },
      );
    for (const field of ['slug', 'hostName'] as const) {
      const value = input[field];
      const owner = value ? await takenBy(db, field, value) : undefined;
      if (value && owner && owner !== caller.agencyId) throw addressTaken(field, value);
    }
    const site = {
      ...input,
      products: [...new Set(input.products)],
      termsHtml: sanitizeNewsHtml(input.termsHtml),
      privacyHtml: sanitizeNewsHtml(input.privacyHtml),
    };
    try {
      return { site: siteView(await upsertSite(db, { agencyId: caller.agencyId, site, now: clock.now() })) };
    } catch (error) {
      // Two agencies took the same address at once: the one that committed first keeps it.
      if (!isUniqueViolation(error)) throw error;
      const field = violatedField(error);
      throw addressTaken(field, String(input[field] ?? ''));
    }
  }

  return { get, put };
}

export type SiteService = ReturnType<typeof createSiteService>;
export type { TB2cSiteConfigWrite };
