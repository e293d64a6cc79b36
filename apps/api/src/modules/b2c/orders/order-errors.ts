// The refusals of the agent's actions on a B2C order: 409 naming the state found, a flight not issued yet, an eSIM order
// not issued yet or naming no package the portal can buy.
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../../platform/errors.js';
import type { B2cOrderRow } from './b2c-orders.repository.js';

export const wrongState = (order: Pick<B2cOrderRow, 'orderNumber' | 'status'>, action: string) =>
  new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'b2cOrderWrongState',
    params: { orderNumber: order.orderNumber, status: order.status, action },
    details: { reason: 'wrongState', status: order.status, action },
  });

export const notIssued = (order: Pick<B2cOrderRow, 'orderNumber'>) =>
  new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'b2cOrderNotIssued',
    params: { orderNumber: order.orderNumber },
    details: { reason: 'bookingNotIssued' },
  });

/** 409: an eSIM order is completed by issuing its eSIMs (issue-esim), which completes it. */
export const esimNotIssued = (order: Pick<B2cOrderRow, 'orderNumber'>) =>
  new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'b2cEsimNotIssued',
    params: { orderNumber: order.orderNumber },
    details: { reason: 'esimNotIssued' },
  });

/** 409: the order's details name no package the portal can buy (an order not made by the storefront). */
export const esimWithoutPackage = (order: Pick<B2cOrderRow, 'orderNumber'>) =>
  new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'b2cEsimNoPackage',
    params: { orderNumber: order.orderNumber },
    details: { reason: 'esimNoPackage' },
  });
