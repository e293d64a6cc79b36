// The pages of news, banners and online support (issue 19), behind one small lazy module (the /login budget, decision 100).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

type PageName = keyof (typeof import('../features/content/pages'))['PAGE_LOADERS'];
const page = (name: PageName) =>
  lazy(() => import('../features/content/pages').then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]()));

const shellPage = (path: string, titleKey: string, name: PageName): PageEntry => ({
  path,
  layout: 'shell',
  titleKey: `content.${titleKey}`,
  Page: page(name),
});

export const CONTENT_PAGES: readonly PageEntry[] = [
  shellPage('/agent/news', 'news.title', 'NewsListPage'),
  shellPage('/agent/news-by-tag', 'news.byTag', 'NewsListPage'),
  shellPage('/agent/news/:id', 'news.title', 'NewsDetailPage'),
  shellPage('/agent/change-news', 'news.writeTitle', 'ChangeNewsPage'),
  shellPage('/banner', 'banners.title', 'BannersPage'),
  shellPage('/agent/online-support', 'support.title', 'OnlineSupportPage'),
  shellPage('/agent/change-online-support', 'support.title', 'OnlineSupportPage'),
  shellPage('/agent/online-support-config', 'support.configTitle', 'SupportConfigPage'),
];
