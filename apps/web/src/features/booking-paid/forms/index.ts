// The form of each paid action, loaded when its page opens (the page hosts it; see paid-form-types.ts).
import { lazy, type LazyExoticComponent } from 'react';
import type { TPaidBookingEdit } from '@portal/contracts';
import type { PaidFormComponent } from './paid-form-types';

/** Each paid action's form (the type asks for every one); buy-seat lives with the seat map in ../seats. */
export const PAID_FORMS: Record<TPaidBookingEdit, LazyExoticComponent<PaidFormComponent>> = {
  'buy-luggage': lazy(() => import('./actions/BuyLuggageForm')),
  'refund-ticket': lazy(() => import('./actions/RefundTicketForm')),
  'exchange-route': lazy(() => import('./actions/ExchangeRouteForm')),
  'buy-seat': lazy(() => import('../seats/BuySeatForm')),
  'buy-ancillary': lazy(() => import('./actions/BuyAncillaryForm')),
  'add-infant-vj': lazy(() => import('./actions/AddInfantVjForm')),
  'quote-best-price': lazy(() => import('./actions/QuoteBestPriceForm')),
  'process-price': lazy(() => import('./actions/ProcessPriceForm')),
};

/** upgrade-luggage on a ticketed booking: part 1's baggage choices (open catalogue) as a buy-luggage body (decision 057). */
export const UPGRADE_LUGGAGE_PAID_FORM: LazyExoticComponent<PaidFormComponent> = lazy(
  () => import('./actions/UpgradeLuggagePaidForm'),
);
