// The public face of a B2C site: only the fields a consumer may see, read by slug or by host name (published sites only).
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { notFound } from '../../../platform/errors.js';
import type { B2cServiceFeeTable } from '@portal/domain';

/** What the storefront shows and prices with; never the agency's own data beyond the site row. */
export type PublicSite = {
  agencyId: string;
  slug: string;
  hostName: string | null;
  name: string;
  hasLogo: boolean;
  /** The logo's stored rendition (served at /api/s/{slug}/images/{name} while the site is published). */
  logoImage: string | null;
  primaryColor: string;
  secondaryColor: string;
  hotline: string;
  zalo: string;
  email: string;
  address: string;
  taxCode: string;
  bankAccounts: { bankBin: string; accountNumber: string; holderName: string }[];
  products: string[];
  serviceFees: B2cServiceFeeTable;
  pricesIncludeFee: boolean;
  holdMinutes: number;
  termsHtml: string;
  privacyHtml: string;
};

const SLUG = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;
const COLOR = /^#[0-9a-f]{6}$/;
const color = (value: string, fallback: string) => (COLOR.test(value) ? value : fallback);

function toPublic(row: typeof tables.b2cSites.$inferSelect): PublicSite {
  return {
    agencyId: row.agencyId,
    slug: row.slug,
    hostName: row.hostName,
    name: row.name,
    hasLogo: row.logoImage !== null,
    logoImage: row.logoImage,
    primaryColor: color(row.primaryColor, '#0b5cad'),
    secondaryColor: color(row.secondaryColor, '#f59e0b'),
    hotline: row.hotline,
    zalo: row.zalo,
    email: row.email,
    address: row.address,
    taxCode: row.taxCode,
    bankAccounts: row.bankAccounts,
    products: row.products,
    serviceFees: row.serviceFees,
    pricesIncludeFee: row.pricesIncludeFee,
    holdMinutes: row.holdMinutes,
    termsHtml: row.termsHtml,
    privacyHtml: row.privacyHtml,
  };
}

/** The published site at /s/{slug}, or undefined (unknown, malformed or unpublished: the caller answers 404). */
export async function publishedSiteBySlug(db: Database, slug: string): Promise<PublicSite | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [row] = await db
    .select()
    .from(tables.b2cSites)
    .where(and(eq(tables.b2cSites.slug, slug), eq(tables.b2cSites.isPublished, true)))
    .limit(1);
  return row ? toPublic(row) : undefined;
}

/** The slug of the published site answering on this host name, or undefined. */
/** The published site of this slug, or the 404 a consumer gets for an unknown or unpublished one. */
export async function publishedSiteOr404(db: Database, slug: string): Promise<PublicSite> {
  const site = await publishedSiteBySlug(db, slug);
  if (!site) throw notFound();
  return site;
}

export async function publishedSlugByHost(db: Database, hostName: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: tables.b2cSites.slug })
    .from(tables.b2cSites)
    .where(and(eq(tables.b2cSites.hostName, hostName), eq(tables.b2cSites.isPublished, true)))
    .limit(1);
  return row?.slug;
}

/** The site's logo bytes (its stored rendition), only when the site names it. */
export async function siteLogo(
  db: Database,
  slug: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const [row] = await db
    .select({ contentType: tables.contentImages.contentType, content: tables.contentImages.content })
    .from(tables.b2cSites)
    .innerJoin(tables.contentImages, eq(tables.contentImages.name, tables.b2cSites.logoImage))
    .where(and(eq(tables.b2cSites.slug, slug), eq(tables.b2cSites.isPublished, true)))
    .limit(1);
  return row ? { contentType: row.contentType, content: Buffer.from(row.content) } : undefined;
}
