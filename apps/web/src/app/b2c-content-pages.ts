// The pages of the B2C site's articles and fare rules (issue 20), behind one small lazy module (decisions 100, 115).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

type PageName = keyof (typeof import('../features/b2c-content/pages'))['PAGE_LOADERS'];
const page = (name: PageName) =>
  lazy(() => import('../features/b2c-content/pages').then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]()));

const shellPage = (path: string, titleKey: string, name: PageName): PageEntry => ({
  path,
  layout: 'shell',
  titleKey: `b2cContent.${titleKey}`,
  Page: page(name),
});

export const B2C_CONTENT_PAGES: readonly PageEntry[] = [
  shellPage('/b2c/news', 'news.title', 'B2cNewsListPage'),
  shellPage('/b2c/news-by-tag', 'news.byTag', 'B2cNewsListPage'),
  shellPage('/b2c/news/:id', 'news.title', 'B2cArticlePage'),
  shellPage('/b2c/change-news', 'news.writeTitle', 'ChangeB2cNewsPage'),
  shellPage('/b2c/fare-rules', 'fareRules.title', 'FareRulesPage'),
  shellPage('/b2c/change-fare-rule', 'fareRules.writeTitle', 'ChangeFareRulePage'),
];
