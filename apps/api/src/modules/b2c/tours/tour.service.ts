// Tours of the caller's agency: list, read, write (sanitised text, own images), duplicate, publish, delete.
import type { TTour } from '@portal/contracts';
import { ZTourWrite } from '@portal/contracts';
import type { Database } from '@portal/db';
import { tourSlugOf } from '@portal/domain';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import type { RequestContext } from '../../../platform/request-context.js';
import { isUniqueViolation } from '../../../platform/unique-violation.js';
import { vietnamIso } from '../../../platform/vietnam-time.js';
import type { ContentImages } from '../../content/content-images.js';
import { sanitizeNewsHtml } from '../../content/sanitize-news.js';
import { codeTaken, slugTaken, tourConflict } from './tour-errors.js';
import * as repository from './tour.repository.js';
import { tourListItemView, tourView } from './tour-view.js';

/** The name of the constraint a PostgreSQL error names, however deep it was wrapped. */
function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type TourWrite = z.output<typeof ZTourWrite>;

export function createTourService(deps: { db: Database; clock: Clock; images: ContentImages }) {
  const { db, clock, images } = deps;
  const today = () => vietnamIso(clock.now()).slice(0, 10);

  async function list(caller: RequestContext, query: repository.ListFilters) {
    const page = await repository.listTours(db, { agencyId: caller.auth.agencyId, today: today() }, query);
    const departures = await repository.departuresOf(
      db,
      page.rows.map((row) => row.id),
      { from: today() },
    );
    const items = page.rows.map((row) =>
      tourListItemView(
        row,
        departures.filter((departure) => departure.tourId === row.id),
      ),
    );
    return { items, total: page.total };
  }

  async function get(caller: RequestContext, id: string): Promise<TTour> {
    const row = await repository.findTour(db, { agencyId: caller.auth.agencyId, id });
    if (!row) throw notFound();
    const departures = await repository.departuresOf(db, [row.id], { from: today() });
    return tourView(row, departures, await repository.hasHolds(db, row.id));
  }

  async function valuesOf(caller: RequestContext, input: TourWrite): Promise<repository.TourValues> {
    const owner = { agencyId: caller.auth.agencyId, language: caller.language };
    if (input.coverImage)
      await images.requireOwn(owner, { name: input.coverImage, kind: 'cover', field: 'coverImage' });
    for (const [dayIndex, day] of input.itinerary.entries())
      for (const [imageIndex, name] of day.images.entries())
        await images.requireOwn(owner, { name, kind: 'cover', field: `itinerary.${dayIndex}.images.${imageIndex}` });
    return {
      code: input.code,
      title: input.title,
      slug: input.slug ?? tourSlugOf(input.title),
      days: input.days,
      nights: input.nights,
      departurePoint: input.departurePoint,
      summary: input.summary,
      descriptionHtml: sanitizeNewsHtml(input.descriptionHtml),
      coverImage: input.coverImage,
      itinerary: input.itinerary.map((day) => ({
        title: day.title,
        bodyHtml: sanitizeNewsHtml(day.bodyHtml),
        meals: [...new Set(day.meals)].sort((a, b) => 'BLD'.indexOf(a) - 'BLD'.indexOf(b)),
        images: day.images,
      })),
      adultPrice: input.adultPrice,
      childPrice: input.childPrice,
      infantPrice: input.infantPrice,
      singleRoomSupplement: input.singleRoomSupplement,
      depositPercent: input.depositPercent,
      included: input.included,
      excluded: input.excluded,
      cancellationTiers: [...input.cancellationTiers].sort((a, b) => b.daysBefore - a.daysBefore),
      updatedAt: clock.now(),
    };
  }

  /** Runs a write; a code or slug the agency already uses is 409 naming it. */
  async function guardKeys<T>(caller: RequestContext, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw constraintOf(error)?.includes('slug') ? slugTaken(caller.language) : codeTaken(caller.language);
    }
  }

  /** A new draft; without a slug it takes the title's, with -2, -3 … when the agency already has that one. */
  async function create(caller: RequestContext, input: TourWrite): Promise<TTour> {
    const values = await valuesOf(caller, input);
    const { agencyId } = caller.auth;
    for (let attempt = 1; ; attempt++) {
      const slug = input.slug ?? (attempt === 1 ? values.slug : `${values.slug.slice(0, 76)}-${attempt}`);
      try {
        return await get(caller, await repository.insertTour(db, agencyId, { ...values, slug }));
      } catch (error) {
        const isDerivedSlugTaken = !input.slug && isUniqueViolation(error) && constraintOf(error)?.includes('slug');
        if (!isDerivedSlugTaken || attempt >= 50) return guardKeys(caller, () => Promise.reject(error));
      }
    }
  }

  /** Changes the whole tour; without a slug the tour keeps its address. */
  async function update(caller: RequestContext, id: string, input: TourWrite): Promise<TTour> {
    const scope = { agencyId: caller.auth.agencyId, id };
    // Another agency's tour is not found before anything in the body is looked at.
    const row = await repository.findTour(db, scope);
    if (!row) throw notFound();
    const values = { ...(await valuesOf(caller, input)), slug: input.slug ?? row.slug };
    if (!(await guardKeys(caller, () => repository.updateTour(db, scope, values)))) throw notFound();
    return get(caller, id);
  }

  /** A draft copy with a new code and slug (suffix -2, -3 …), and no departures. */
  async function duplicate(caller: RequestContext, id: string): Promise<TTour> {
    const row = await repository.findTour(db, { agencyId: caller.auth.agencyId, id });
    if (!row) throw notFound();
    const { id: _id, agencyId: _agency, createdAt: _created, ...values } = row;
    for (let attempt = 2; attempt < 50; attempt++) {
      const suffix = `-${attempt}`;
      try {
        const copy = await repository.insertTour(db, row.agencyId, {
          ...values,
          code: `${row.code.slice(0, 30 - suffix.length)}${suffix}`,
          slug: `${row.slug.slice(0, 80 - suffix.length)}${suffix}`,
          title: row.title,
          status: 'draft',
          updatedAt: clock.now(),
        });
        return get(caller, copy);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw codeTaken(caller.language);
  }

  async function setStatus(caller: RequestContext, id: string, status: 'draft' | 'published'): Promise<TTour> {
    const scope = { agencyId: caller.auth.agencyId, id };
    if (!(await repository.updateTour(db, scope, { status, updatedAt: clock.now() }))) throw notFound();
    return get(caller, id);
  }

  /** Deletes a tour nobody ever booked (with its departures); a booked one is 409: unpublish it instead. */
  async function remove(caller: RequestContext, id: string): Promise<void> {
    const scope = { agencyId: caller.auth.agencyId, id };
    await db.transaction(async (tx) => {
      // The lock meets reserveTourSeats' share lock: a booking racing the delete is either seen here or refused there.
      const row = await repository.findTour(tx, scope, { lock: 'update' });
      if (!row) throw notFound();
      if (await repository.hasHolds(tx, id))
        throw tourConflict(caller.language, {
          field: 'id',
          vi: 'tour đã có khách đặt, chỉ có thể ngừng đăng',
          en: 'the tour has bookings; unpublish it instead',
        });
      await repository.deleteTour(tx, scope);
    });
  }

  return { list, get, create, update, duplicate, setStatus, remove };
}

export type TourService = ReturnType<typeof createTourService>;
