// The pages of the product lines beside flights: trains (issue 16) and eSIM (issue 17).
import { lazy } from 'react';
import type { PageEntry } from './page-entry';

export const TRAIN_PAGES: readonly PageEntry[] = [
  {
    path: '/train',
    layout: 'shell',
    titleKey: 'train.form.title',
    Page: lazy(() => import('../features/train-search/components/TrainSearchPage')),
  },
  {
    path: '/train/search',
    layout: 'shell',
    titleKey: 'train.results.title',
    Page: lazy(() => import('../features/train-search/components/TrainResultsPage')),
  },
  {
    path: '/booking/train',
    layout: 'shell',
    titleKey: 'train.seats.pageTitle',
    Page: lazy(() => import('../features/train-search/components/TrainSeatsPage')),
  },
  {
    path: '/booking/train/passenger-info',
    layout: 'shell',
    titleKey: 'trainBooking.pages.passengerInfo',
    Page: lazy(() => import('../features/train-booking/components/PassengerInfoPage')),
  },
  {
    path: '/booking/train/confirm-passenger-info',
    layout: 'shell',
    titleKey: 'trainBooking.pages.confirm',
    Page: lazy(() => import('../features/train-booking/components/ConfirmPassengerInfoPage')),
  },
  {
    path: '/booking/train/complete',
    layout: 'shell',
    titleKey: 'trainBooking.pages.complete',
    Page: lazy(() => import('../features/train-booking/components/TrainCompletePage')),
  },
  {
    path: '/train/issue',
    layout: 'shell',
    titleKey: 'trainBooking.pages.issue',
    Page: lazy(() => import('../features/train-booking/components/TrainIssuePage')),
  },
  {
    path: '/train/status',
    layout: 'shell',
    titleKey: 'trainBooking.pages.status',
    Page: lazy(() => import('../features/train-booking/components/TrainStatusPage')),
  },
];

export const ESIM_PAGES: readonly PageEntry[] = [
  {
    path: '/esim/products',
    layout: 'shell',
    titleKey: 'esim.pages.products',
    Page: lazy(() => import('../features/esim-products/components/EsimProductsPage')),
  },
  {
    path: '/esim/product-detail',
    layout: 'shell',
    titleKey: 'esim.pages.detail',
    Page: lazy(() => import('../features/esim-products/components/EsimProductDetailPage')),
  },
  {
    path: '/esim/cart',
    layout: 'shell',
    titleKey: 'esim.pages.cart',
    Page: lazy(() => import('../features/esim-cart/components/EsimCartPage')),
  },
  {
    path: '/esim/list-order',
    layout: 'shell',
    titleKey: 'esim.pages.orders',
    Page: lazy(() => import('../features/esim-orders/components/EsimOrdersPage')),
  },
  {
    path: '/esim/list-order/:id',
    layout: 'shell',
    titleKey: 'esim.pages.order',
    Page: lazy(() => import('../features/esim-orders/components/EsimOrderPage')),
  },
];
