// How each content screen loads: a tiny lazy module (no static imports), so the route table in /login's entry chunk
// lists one small chunk to preload instead of every screen's dependencies (the /login budget, decision 100).
export const PAGE_LOADERS = {
  NewsListPage: () => import('./components/NewsListPage'),
  NewsDetailPage: () => import('./components/NewsDetailPage'),
  ChangeNewsPage: () => import('./components/ChangeNewsPage'),
  BannersPage: () => import('./components/BannersPage'),
  OnlineSupportPage: () => import('./components/OnlineSupportPage'),
  SupportConfigPage: () => import('./components/SupportConfigPage'),
};
