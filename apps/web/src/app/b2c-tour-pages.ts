// The B2C tour pages (issue 20), behind one small lazy module (the /login budget, decisions 100 and 115).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

type PageName = keyof (typeof import('../features/b2c-tours/pages'))['PAGE_LOADERS'];
const page = (name: PageName) =>
  lazy(() => import('../features/b2c-tours/pages').then(({ PAGE_LOADERS }) => PAGE_LOADERS[name]()));

export const B2C_TOUR_PAGES: readonly PageEntry[] = [
  { path: '/b2c/tours', layout: 'shell', titleKey: 'b2cTours.title', Page: page('ToursPage') },
  { path: '/b2c/tour/:id', layout: 'shell', titleKey: 'b2cTours.tourTitle', Page: page('TourPage') },
  { path: '/b2c/change-tour', layout: 'shell', titleKey: 'b2cTours.changeTitle', Page: page('ChangeTourPage') },
];
