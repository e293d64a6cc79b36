// The one door to the eSIM vendors (issue 17): the calls every eSIM connector answers, amounts in whole VND, refusals
// typed by the vendor's own code; a call without a usable answer is an unknown outcome, as the railway's.
import type {
  ESIM_VENDOR_ERROR_CODES,
  TEsimSystem,
  TEsimVendorOrder,
  TEsimVendorOrderRequest,
  TEsimVendorPackage,
  TEsimVendorRefund,
  TEsimVendorTopUp,
  TEsimVendorUsage,
} from '@portal/contracts';
import type { SupplierCallOptions, SupplierUnknownOutcome } from '../supplier-gateway.js';

export type EsimVendorCode = (typeof ESIM_VENDOR_ERROR_CODES)[number];

/** The vendor answered and said no (4xx with its code): nothing changed on its side. */
export type EsimRefusal = {
  ok: false;
  kind: 'refused';
  code: EsimVendorCode | 'UNRECOGNISED';
  httpStatus: number;
  message: string;
};

/** No usable answer (deadline, connection, 5xx, malformed body): the call may or may not have taken effect. */
export type EsimCallResult<T> = { ok: true; value: T } | EsimRefusal | SupplierUnknownOutcome;

export type EsimTarget = { account: string; iccid: string };
export type EsimRefTarget = { account: string; clientRef: string };

export type EsimGateway = {
  packages(
    system: TEsimSystem,
    query: { account: string; kind: 'base' | 'topup' },
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorPackage[]>>;
  /** All or nothing, idempotent by clientRef; 409 PRICE_CHANGED when expectedNet is not the vendor's total. */
  order(
    system: TEsimSystem,
    request: TEsimVendorOrderRequest,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorOrder>>;
  orderByRef(
    system: TEsimSystem,
    target: EsimRefTarget,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorOrder>>;
  usage(
    system: TEsimSystem,
    target: EsimTarget,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorUsage>>;
  topUpPackages(
    system: TEsimSystem,
    target: EsimTarget,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorPackage[]>>;
  topUp(
    system: TEsimSystem,
    request: EsimTarget & { clientRef: string; packageId: string; expectedNet: number },
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorTopUp>>;
  topUpByRef(
    system: TEsimSystem,
    target: EsimRefTarget,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorTopUp>>;
  /** Only while unused: 409 ESIM_IN_USE once installed or active. */
  refund(
    system: TEsimSystem,
    request: EsimTarget & { clientRef: string },
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorRefund>>;
  refundByRef(
    system: TEsimSystem,
    target: EsimRefTarget,
    options: SupplierCallOptions,
  ): Promise<EsimCallResult<TEsimVendorRefund>>;
};

/** A connector speaks for one or more eSIM systems; it implements the same interface and is told the system. */
export type EsimConnector = EsimGateway;
