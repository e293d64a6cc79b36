// The B2C back-office pages of issue 20 (site configuration, consumer orders), behind one small lazy module (decision 115).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

export const B2C_PAGES: readonly PageEntry[] = [
  {
    path: '/b2c/config',
    layout: 'shell',
    titleKey: 'b2cConfig.title',
    Page: lazy(() => import('../features/b2c-config/components/B2cConfigPage')),
  },
  {
    path: '/b2c/list-order',
    layout: 'shell',
    titleKey: 'b2cOrders.title',
    Page: lazy(() => import('../features/b2c-orders/components/B2cOrdersPage')),
  },
];
