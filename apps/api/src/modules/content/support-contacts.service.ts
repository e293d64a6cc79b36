// Support contacts: an F1 administrator keeps its agency's; every user sees those of its agency and the agencies above.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TSupportContact, TSupportProduct, ZSupportContactWriteRequest } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { readerChain } from './audience.js';

const { supportContacts, agencies } = tables;

export type SupportContactWrite = z.output<typeof ZSupportContactWriteRequest>;

export function createSupportContactService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function listOf(agencyIds: string[], id?: string): Promise<TSupportContact[]> {
    if (agencyIds.length === 0) return [];
    const rows = await db
      .select({ contact: supportContacts, agency: { code: agencies.code, name: agencies.name } })
      .from(supportContacts)
      .innerJoin(agencies, eq(agencies.id, supportContacts.agencyId))
      .where(and(inArray(supportContacts.agencyId, agencyIds), id ? eq(supportContacts.id, id) : undefined))
      .orderBy(asc(supportContacts.sortOrder), asc(supportContacts.name));
    // The nearest agency's contacts first (the caller's own, then its parent's…).
    const rank = (code: string) => agencyIds.indexOf(rows.find((row) => row.agency.code === code)!.contact.agencyId);
    return rows
      .sort((a, b) => rank(a.agency.code) - rank(b.agency.code))
      .map(({ contact, agency }) => ({
        id: contact.id,
        name: contact.name,
        role: contact.role,
        phone: contact.phone,
        zalo: contact.zalo,
        email: contact.email,
        workingHours: contact.workingHours,
        products: contact.products as TSupportProduct[],
        sortOrder: contact.sortOrder,
        agency,
      }));
  }

  /** What the caller's floating support button lists. */
  async function visible(caller: RequestContext) {
    const chain = await readerChain(db, caller.auth.agencyId);
    return listOf([chain.agencyId, ...chain.aboveIds]);
  }

  const listOwn = (caller: RequestContext) => listOf([caller.auth.agencyId]);

  async function getOwn(caller: RequestContext, id: string) {
    const [contact] = await listOf([caller.auth.agencyId], id);
    if (!contact) throw notFound();
    return contact;
  }

  async function create(caller: RequestContext, input: SupportContactWrite) {
    const [row] = await db
      .insert(supportContacts)
      .values({ ...input, agencyId: caller.auth.agencyId })
      .returning({ id: supportContacts.id });
    return getOwn(caller, row!.id);
  }

  async function update(caller: RequestContext, id: string, input: SupportContactWrite) {
    const rows = await db
      .update(supportContacts)
      .set({ ...input, updatedAt: clock.now() })
      .where(and(eq(supportContacts.id, id), eq(supportContacts.agencyId, caller.auth.agencyId)))
      .returning({ id: supportContacts.id });
    if (rows.length === 0) throw notFound();
    return getOwn(caller, id);
  }

  async function remove(caller: RequestContext, id: string) {
    const rows = await db
      .delete(supportContacts)
      .where(and(eq(supportContacts.id, id), eq(supportContacts.agencyId, caller.auth.agencyId)))
      .returning({ id: supportContacts.id });
    if (rows.length === 0) throw notFound();
  }

  return { visible, listOwn, getOwn, create, update, remove };
}

export type SupportContactService = ReturnType<typeof createSupportContactService>;
