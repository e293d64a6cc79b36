// Who may use the eSIM routes: reads need USE_ESIM; orders, top-ups and refunds move money and also need EXPORT_TICKET
// (as the train money routes, SPEC §2).
import { allOf, isAllowed, needs } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';

const MONEY_RULE = allOf(needs('USE_ESIM'), needs('EXPORT_TICKET'));
export const USE_ESIM = allowedBy(needs('USE_ESIM'));
export const ESIM_MONEY = allowedBy(MONEY_RULE);

/** Whether the caller's permissions let it move money on eSIMs (the view's allowed actions). */
export const mayMoveEsimMoney = (permissions: readonly string[]): boolean => isAllowed(MONEY_RULE, permissions);
