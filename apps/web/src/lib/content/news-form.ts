// The news form as the network news and B2C article editors share it (decision 123): the values as typed, a new or
// saved item's values, the checks before sending (the server checks again) and the request's shared fields.
import { fromVietnamLocal, tagsOf, toVietnamLocal } from './content-form';

export type NewsFormValues = {
  title: string;
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  tags: string;
  publishAt: string;
  unpublishAt: string;
  isPinned: boolean;
};

type SavedNews = {
  title: string;
  summary: string;
  bodyHtml?: string;
  coverImage: string | null;
  tags: string[];
  publishAt: string | null;
  unpublishAt: string | null;
  isPinned: boolean;
};

/** A new item: empty, published from now (Vietnam time) once saved. */
export function newNewsFormValues(): NewsFormValues {
  return {
    title: '',
    summary: '',
    bodyHtml: '',
    coverImage: null,
    tags: '',
    publishAt: toVietnamLocal(new Date().toISOString()),
    unpublishAt: '',
    isPinned: false,
  };
}

export function newsFormValuesOf(item: SavedNews): NewsFormValues {
  return {
    title: item.title,
    summary: item.summary,
    bodyHtml: item.bodyHtml ?? '',
    coverImage: item.coverImage,
    tags: item.tags.join(', '),
    publishAt: toVietnamLocal(item.publishAt),
    unpublishAt: toVietnamLocal(item.unpublishAt),
    isPinned: item.isPinned,
  };
}

/** A title, tags of letters, digits, spaces and dashes (30 at most), and an end after the start; by field. */
export function newsFormProblems(
  values: NewsFormValues,
  messages: { required: string; tagsInvalid: string; endBeforeStart: string },
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.title.trim()) found.title = messages.required;
  if (tagsOf(values.tags).some((tag) => tag.length > 30 || !/^[\p{L}\p{M}\p{N} -]+$/u.test(tag)))
    found.tags = messages.tagsInvalid;
  const publishAt = fromVietnamLocal(values.publishAt);
  const unpublishAt = fromVietnamLocal(values.unpublishAt);
  if (publishAt && unpublishAt && unpublishAt <= publishAt) found.unpublishAt = messages.endBeforeStart;
  return found;
}

/** The request's shared fields: title and summary trimmed, the tags as a list, the schedule as instants. */
export function newsRequestOf(values: NewsFormValues) {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    bodyHtml: values.bodyHtml,
    coverImage: values.coverImage,
    tags: tagsOf(values.tags),
    publishAt: fromVietnamLocal(values.publishAt),
    unpublishAt: fromVietnamLocal(values.unpublishAt),
    isPinned: values.isPinned,
  };
}
