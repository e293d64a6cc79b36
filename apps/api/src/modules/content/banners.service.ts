// Banners: the caller's agency keeps its own (image, link, placement, audience, schedule, order); readers get their carousel.
import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { contentImageUrl, type TBanner, type TBannerPlacement, type ZBannerWriteRequest } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import type { RequestContext } from '../../platform/request-context.js';
import { reachesReader, readerChain, scheduleState } from './audience.js';
import type { ContentImages } from './content-images.js';

const { banners, contentImages } = tables;

export type BannerWrite = z.output<typeof ZBannerWriteRequest>;

type BannerRow = typeof banners.$inferSelect & { width: number; height: number };

function view(row: BannerRow, now: Date): TBanner {
  const state = scheduleState(now, row.startsAt, row.endsAt);
  return {
    id: row.id,
    title: row.title,
    linkUrl: row.linkUrl,
    placement: row.placement,
    audience: row.audience,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    image: row.image,
    imageUrl: contentImageUrl(row.image),
    width: row.width,
    height: row.height,
    state: state === 'draft' ? 'scheduled' : state,
  };
}

export function createBannerService(deps: { db: Database; clock: Clock; images: ContentImages }) {
  const { db, clock, images } = deps;
  const select = () =>
    db
      .select({ banner: banners, width: contentImages.width, height: contentImages.height })
      .from(banners)
      .innerJoin(contentImages, eq(contentImages.name, banners.image));
  const flat = (rows: { banner: typeof banners.$inferSelect; width: number; height: number }[]) =>
    rows.map((row) => ({ ...row.banner, width: row.width, height: row.height }));

  /** The carousel of a placement for the caller: addressed to its agency, scheduled now, in order. */
  async function current(caller: RequestContext, placement: TBannerPlacement): Promise<TBanner[]> {
    const now = clock.now();
    const chain = await readerChain(db, caller.auth.agencyId);
    const rows = await select()
      .where(
        and(
          eq(banners.placement, placement),
          reachesReader(chain, { agencyId: banners.agencyId, audience: banners.audience }),
          lte(banners.startsAt, now),
          or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        ),
      )
      .orderBy(asc(banners.sortOrder), desc(banners.startsAt), asc(banners.id))
      .limit(20);
    return flat(rows).map((row) => view(row, now));
  }

  /** The caller's agency's own banners in every state. */
  async function listOwn(caller: RequestContext): Promise<TBanner[]> {
    const now = clock.now();
    const rows = await select()
      .where(eq(banners.agencyId, caller.auth.agencyId))
      .orderBy(asc(banners.placement), asc(banners.sortOrder), desc(banners.createdAt));
    return flat(rows).map((row) => view(row, now));
  }

  async function getOwn(caller: RequestContext, id: string): Promise<TBanner> {
    const [row] = flat(await select().where(and(eq(banners.id, id), eq(banners.agencyId, caller.auth.agencyId))));
    if (!row) throw notFound();
    return view(row, clock.now());
  }

  async function valuesOf(caller: RequestContext, input: BannerWrite) {
    await images.requireOwn(
      { agencyId: caller.auth.agencyId, language: caller.language },
      { name: input.image, kind: `banner_${input.placement}`, field: 'image' },
    );
    return {
      title: input.title,
      linkUrl: input.linkUrl,
      placement: input.placement,
      audience: input.audience,
      startsAt: input.startsAt ? new Date(input.startsAt) : clock.now(),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      sortOrder: input.sortOrder,
      image: input.image,
      updatedAt: clock.now(),
    };
  }

  async function create(caller: RequestContext, input: BannerWrite): Promise<TBanner> {
    const values = await valuesOf(caller, input);
    const [row] = await db
      .insert(banners)
      .values({ ...values, agencyId: caller.auth.agencyId })
      .returning({ id: banners.id });
    return getOwn(caller, row!.id);
  }

  async function update(caller: RequestContext, id: string, input: BannerWrite): Promise<TBanner> {
    // Another agency's banner is not found before anything in the body is looked at.
    await getOwn(caller, id);
    const values = await valuesOf(caller, input);
    const rows = await db
      .update(banners)
      .set(values)
      .where(and(eq(banners.id, id), eq(banners.agencyId, caller.auth.agencyId)))
      .returning({ id: banners.id });
    if (rows.length === 0) throw notFound();
    return getOwn(caller, id);
  }

  async function remove(caller: RequestContext, id: string): Promise<void> {
    const rows = await db
      .delete(banners)
      .where(and(eq(banners.id, id), eq(banners.agencyId, caller.auth.agencyId)))
      .returning({ id: banners.id });
    if (rows.length === 0) throw notFound();
  }

  return { current, listOwn, getOwn, create, update, remove };
}

export type BannerService = ReturnType<typeof createBannerService>;
