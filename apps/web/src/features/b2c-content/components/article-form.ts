// What the article form checks before sending (the server checks again): title, address, tags and the schedule's order.
import { tagsOf } from '../../content/components/content-form';

type Translate = (key: string) => string;

export function articleProblems(
  values: { title: string; slug: string; tags: string; publishAt: string | null; unpublishAt: string | null },
  t: Translate,
): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.title.trim()) found.title = t('b2cContent.required');
  const slug = values.slug.trim();
  if (slug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) found.slug = t('b2cContent.news.slugInvalid');
  if (tagsOf(values.tags).some((tag) => tag.length > 30 || !/^[\p{L}\p{M}\p{N} -]+$/u.test(tag)))
    found.tags = t('b2cContent.news.tagsInvalid');
  if (values.publishAt && values.unpublishAt && values.unpublishAt <= values.publishAt)
    found.unpublishAt = t('b2cContent.news.endBeforeStart');
  return found;
}
