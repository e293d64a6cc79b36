// What the article form checks before sending (the server checks again): the news form's checks, and the address.
import { newsFormProblems, type NewsFormValues } from '../../../lib/content/news-form';

type Translate = (key: string) => string;

export function articleProblems(values: NewsFormValues & { slug: string }, t: Translate): Record<string, string> {
  const found = newsFormProblems(values, {
    required: t('b2cContent.required'),
    tagsInvalid: t('b2cContent.news.tagsInvalid'),
    endBeforeStart: t('b2cContent.news.endBeforeStart'),
  });
  const slug = values.slug.trim();
  if (slug && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) found.slug = t('b2cContent.news.slugInvalid');
  return found;
}
