// What a network news item and a B2C article share (decision 123): the columns a write sets (the body sanitised, the
// cover an upload of the writer's own agency, each tag once, the schedule) and the fields a view shows of them.
import { contentImageUrl } from '@portal/contracts';
import type { Clock } from '../../platform/clock.js';
import type { RequestContext } from '../../platform/request-context.js';
import { scheduleState } from './audience.js';
import type { ContentImages } from './content-images.js';
import { sanitizeNewsHtml } from './sanitize-news.js';

type NewsWriteInput = {
  title: string;
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  tags: string[];
  publishAt: string | null;
  unpublishAt: string | null;
  isPinned: boolean;
};

type NewsFieldsRow = {
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  tags: string[];
  publishAt: Date | null;
  unpublishAt: Date | null;
  isPinned: boolean;
};

/** The shared columns of a write, once its cover is checked (400 on `coverImage` when it is not the agency's own). */
export async function newsColumnsOf(
  input: NewsWriteInput,
  writer: { caller: RequestContext; images: ContentImages; clock: Clock },
) {
  const { caller, images, clock } = writer;
  if (input.coverImage)
    await images.requireOwn(
      { agencyId: caller.auth.agencyId, language: caller.language },
      { name: input.coverImage, kind: 'cover', field: 'coverImage' },
    );
  return {
    title: input.title,
    summary: input.summary,
    bodyHtml: sanitizeNewsHtml(input.bodyHtml),
    coverImage: input.coverImage,
    tags: [...new Set(input.tags)],
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
    unpublishAt: input.unpublishAt ? new Date(input.unpublishAt) : null,
    isPinned: input.isPinned,
    updatedAt: clock.now(),
  };
}

/** The shared fields of a view: summary, the body when asked, cover, tags, schedule, pin and the state it makes now. */
export function newsFieldsView(row: NewsFieldsRow, seen: { now: Date; withBody: boolean }) {
  return {
    summary: row.summary,
    ...(seen.withBody ? { bodyHtml: row.bodyHtml } : {}),
    coverImage: row.coverImage,
    coverImageUrl: row.coverImage ? contentImageUrl(row.coverImage) : null,
    tags: row.tags,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    isPinned: row.isPinned,
    state: scheduleState(seen.now, row.publishAt, row.unpublishAt),
  };
}
