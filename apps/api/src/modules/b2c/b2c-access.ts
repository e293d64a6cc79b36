// Who may use the B2C back office: USE_B2C holders (the route rule), of an agency that has the b2c product.
import { eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { forbidden, notFound } from '../../platform/errors.js';

/** Every B2C back-office route: the rule of /b2c/config (USE_B2C). */
export const USE_B2C = allowedBy(ruleOf('/b2c/config'));

/**
 * 403 when the agency's products (settings.products, absent = every product) leave b2c out: a sub-agency that was
 * never given the consumer site cannot open it even with a stray code.
 */
export async function requireB2cAgency(db: Database, agencyId: string): Promise<void> {
  const [agency] = await db
    .select({ settings: tables.agencies.settings })
    .from(tables.agencies)
    .where(eq(tables.agencies.id, agencyId));
  if (!agency) throw notFound();
  const settings = agency.settings as { products?: string[] | null; isB2cEnabled?: boolean };
  if (settings.isB2cEnabled === false) throw forbidden();
  if (settings.products && !settings.products.some((product) => product.toLowerCase() === 'b2c')) throw forbidden();
}
