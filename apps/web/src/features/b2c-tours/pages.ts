// How each B2C tour screen loads: a tiny lazy module (no static imports), so /login's entry never grows (decision 115).
export const PAGE_LOADERS = {
  ToursPage: () => import('./components/ToursPage'),
  TourPage: () => import('./components/TourPage'),
  ChangeTourPage: () => import('./components/ChangeTourPage'),
};
