// The eSIM vendor's state, all plain data so it is saved as it is: orders, eSIMs (with their usage), top-ups, refunds,
// the clientRef indexes that make each call idempotent, and a counter; and how an action answers (value or refusal).
import type {
  ESIM_VENDOR_ERROR_CODES,
  TEsimVendorRefund,
  TEsimVendorTopUp,
  TFaultSystem,
  TEsimVendorOrder,
} from '@portal/contracts';
import { randomInt } from 'node:crypto';
import type { TFaultState } from '../faults.js';

export const ESIM_SYSTEM: TFaultSystem = 'ESH';
export const SMDP_ADDRESS = 'smdp.esimhub.example';
export const DAY_MS = 86_400_000;

/** One eSIM: what installs it, whose it is, and its usage as a snapshot (usedMb at usageAt) that advances with time. */
export type TEsimRecord = {
  iccid: string;
  account: string;
  orderCode: string;
  packageId: string;
  unitNet: number;
  matchingId: string;
  /** Epoch ms the phone installed it (the validity starts then); null while not installed. */
  installedAt: number | null;
  usedMbAt: number;
  usageAt: number | null;
  /** MB added by top-ups. */
  extraMb: number;
  /** Epoch ms the test hook expired it. */
  expiredAt: number | null;
  refundCode: string | null;
  topUpCodes: string[];
};

/** The order as answered, without the eSIMs' statuses (those are read live). */
export type TOrderRecord = {
  account: string;
  fingerprint: string;
  view: Omit<TEsimVendorOrder, 'esims'>;
  iccids: string[];
};
export type TTopUpRecord = { account: string; fingerprint: string; view: TEsimVendorTopUp; at: number };
export type TRefundRecord = { account: string; view: TEsimVendorRefund };

export type TEsimData = {
  seq: number;
  /**
   * Where this vendor's serials start (a random multiple of 10^7, drawn once and saved): a fresh simulator never hands
   * out the ICCIDs and codes of another one, so a portal database that outlives a wiped simulator sees no repeats.
   */
  serialBase: number;
  orders: Record<string, TOrderRecord>;
  esims: Record<string, TEsimRecord>;
  topUps: Record<string, TTopUpRecord>;
  refunds: Record<string, TRefundRecord>;
  /** "account|clientRef" → order code, top-up code, refund code. */
  orderRefs: Record<string, string>;
  topUpRefs: Record<string, string>;
  refundRefs: Record<string, string>;
};

export const emptyEsimData = (): TEsimData => ({
  seq: 0,
  serialBase: randomInt(0, 10_000) * 10_000_000,
  orders: {},
  esims: {},
  topUps: {},
  refunds: {},
  orderRefs: {},
  topUpRefs: {},
  refundRefs: {},
});

export type TEsimState = {
  data: TEsimData;
  /** A new number for ids and serials (from serialBase): saved, so a restart never repeats one. */
  next(): number;
  /** Whether a matching id is already given to an eSIM. */
  matchingTaken(matchingId: string): boolean;
  addEsim(record: TEsimRecord): void;
};

export function createEsimState(saved?: TEsimData): TEsimState {
  const data = saved ?? emptyEsimData();
  const matchingIds = new Set(Object.values(data.esims).map((esim) => esim.matchingId));
  return {
    data,
    next: () => data.serialBase + ++data.seq,
    matchingTaken: (matchingId) => matchingIds.has(matchingId),
    addEsim(record) {
      data.esims[record.iccid] = record;
      matchingIds.add(record.matchingId);
    },
  };
}

export type TEsimDeps = { state: TEsimState; faults: TFaultState; now: () => Date };

export type TEsimErrorCode = (typeof ESIM_VENDOR_ERROR_CODES)[number];
/** `code` is the protocol's; `error` repeats it for callers reading the airlines' `{ error, message }` shape. */
export type TEsimErrorBody = { code: TEsimErrorCode; error: TEsimErrorCode; message: string; totalNet?: number };

export type TEsimResult<T> =
  { ok: true; status: number; value: T; isNew?: boolean } | { ok: false; status: number; body: TEsimErrorBody };

const STATUS_OF: Partial<Record<TEsimErrorCode, number>> = {
  PACKAGE_NOT_FOUND: 404,
  ESIM_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  TOPUP_NOT_FOUND: 404,
  REFUND_NOT_FOUND: 404,
};

export const ok = <T>(value: T, extra: { status?: number; isNew?: boolean } = {}): TEsimResult<T> => ({
  ok: true,
  status: extra.status ?? 200,
  value,
  isNew: extra.isNew,
});

/** A refusal with the vendor's code and its HTTP status (404 for what is unknown, 409 for what the state forbids). */
export const fail = <T>(code: TEsimErrorCode, message: string, totalNet?: number): TEsimResult<T> => ({
  ok: false,
  status: STATUS_OF[code] ?? 409,
  body: { code, error: code, message, ...(totalNet === undefined ? {} : { totalNet }) },
});

export const refKey = (account: string, clientRef: string) => `${account}|${clientRef}`;

/** The eSIM if it is this account's (another account's answers as unknown). */
export function ownEsim(deps: TEsimDeps, options: { account: string; iccid: string }): TEsimRecord | undefined {
  const esim = deps.state.data.esims[options.iccid];
  return esim && esim.account === options.account ? esim : undefined;
}
