// The form of each open edit action, loaded when its page opens (the page hosts it; see form-types.ts).
import { lazy, type LazyExoticComponent } from 'react';
import type { TOpenBookingEdit } from '@portal/contracts';
import type { EditFormComponent } from './form-types';

/** Each open action's form (the type asks for every one), its code loaded with the page of that action. */
export const EDIT_FORMS: Record<TOpenBookingEdit, LazyExoticComponent<EditFormComponent>> = {
  'add-osi': lazy(() => import('./actions/AddOsiForm')),
  'add-ca': lazy(() => import('./actions/AddCaForm')),
  'add-sk': lazy(() => import('./actions/AddSkForm')),
  'change-loyalty': lazy(() => import('./actions/ChangeLoyaltyForm')),
  'add-infant': lazy(() => import('./actions/AddInfantForm')),
  'add-info-passenger': lazy(() => import('./actions/AddInfoPassengerForm')),
  'add-remark': lazy(() => import('./actions/AddRemarkForm')),
  'change-route-class': lazy(() => import('./actions/ChangeRouteClassForm')),
  'remove-checkIn': lazy(() => import('./actions/RemoveCheckInForm')),
  'add-services': lazy(() => import('./actions/AddServicesForm')),
  'change-route-status': lazy(() => import('./actions/ChangeRouteStatusForm')),
  'remove-route': lazy(() => import('./actions/RemoveRouteForm')),
  'edit-phone': lazy(() => import('./actions/EditPhoneForm')),
  'add-arunk': lazy(() => import('./actions/AddArunkForm')),
  'split-passenger': lazy(() => import('./actions/SplitPassengerForm')),
  'swap-queue': lazy(() => import('./actions/SwapQueueForm')),
  'add-route': lazy(() => import('./actions/AddRouteForm')),
  'submit-sc': lazy(() => import('./actions/SubmitScForm')),
  'change-passport': lazy(() => import('./actions/ChangePassportForm')),
  'change-birthday-qh': lazy(() => import('./actions/ChangeBirthdayQhForm')),
  'change-contact': lazy(() => import('./actions/ChangeContactForm')),
  'change-passenger-info': lazy(() => import('./actions/ChangePassengerInfoForm')),
  'retain-quote-tst': lazy(() => import('./actions/RetainQuoteTstForm')),
  'add-pax-endorsement': lazy(() => import('./actions/AddPaxEndorsementForm')),
  'upgrade-luggage': lazy(() => import('./actions/UpgradeLuggageForm')),
};
