// How each B2C content screen loads: a tiny lazy module (no static imports), so the route table carries one small
// chunk to preload instead of every screen's dependencies (the /login budget, decisions 100 and 115).
export const PAGE_LOADERS = {
  B2cNewsListPage: () => import('./components/B2cNewsListPage'),
  B2cArticlePage: () => import('./components/B2cArticlePage'),
  ChangeB2cNewsPage: () => import('./components/ChangeB2cNewsPage'),
  FareRulesPage: () => import('./components/FareRulesPage'),
  ChangeFareRulePage: () => import('./components/ChangeFareRulePage'),
};
