// The VietQR payload (EMVCo TLV, NAPAS 247 transfer to an account): built from a bank BIN, an account, an optional
// amount (dynamic QR) and transfer content, and parsed back with its CRC checked (decision 104).
import { crcHex } from './crc.js';

export type VietQrFields = {
  /** The bank's NAPAS BIN, 6 digits. */
  bin: string;
  accountNumber: string;
  /** Whole VND; absent for a static QR (the payer types the amount). */
  amount?: number;
  /** The transfer content (field 62-08): ASCII letters, digits and spaces. */
  content?: string;
};

export const NAPAS_GUID = 'A000000727';
export const TO_ACCOUNT_SERVICE = 'QRIBFTTA';
/** What field 62-08 may hold: banks keep ASCII letters, digits and spaces; anything else is refused up front. */
export const TRANSFER_CONTENT_PATTERN = /^[A-Za-z0-9 ]{1,50}$/;

export class VietQrError extends Error {}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new VietQrError(`field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

function check(fields: VietQrFields): void {
  if (!/^\d{6}$/.test(fields.bin)) throw new VietQrError('the bank BIN is 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(fields.accountNumber))
    throw new VietQrError('the account number is 1–19 letters or digits');
  if (
    fields.amount !== undefined &&
    (!Number.isSafeInteger(fields.amount) || fields.amount <= 0 || fields.amount > 9_999_999_999_999)
  )
    throw new VietQrError('the amount is a positive whole number of VND, at most 13 digits');
  if (fields.content !== undefined && !TRANSFER_CONTENT_PATTERN.test(fields.content))
    throw new VietQrError('the transfer content is 1–50 ASCII letters, digits or spaces');
}

/** The payload text to draw as a QR; dynamic (01=12) with an amount, static (01=11) without. */
export function buildVietQr(fields: VietQrFields): string {
  check(fields);
  const beneficiary = tlv('00', fields.bin) + tlv('01', fields.accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', TO_ACCOUNT_SERVICE);
  const body =
    tlv('00', '01') +
    tlv('01', fields.amount === undefined ? '11' : '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    (fields.amount === undefined ? '' : tlv('54', String(fields.amount))) +
    tlv('58', 'VN') +
    (fields.content === undefined ? '' : tlv('62', tlv('08', fields.content))) +
    '6304';
  return body + crcHex(body);
}

/** Splits TLV text into its fields in order; throws on a length that runs past the end. */
export function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length)
      throw new VietQrError(`malformed field at ${at}`);
    if (fields.has(id)) throw new VietQrError(`field ${id} appears twice`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

const need = (fields: Map<string, string>, id: string) => {
  const value = fields.get(id);
  if (value === undefined) throw new VietQrError(`field ${id} is missing`);
  return value;
};

/** The fields of a VietQR transfer-to-account payload; throws VietQrError on a bad CRC or a malformed payload. */
export function parseVietQr(payload: string): VietQrFields {
  const crcAt = payload.length - 4;
  if (payload.slice(crcAt - 4, crcAt) !== '6304') throw new VietQrError('the payload does not end with its CRC');
  if (crcHex(payload.slice(0, crcAt)) !== payload.slice(crcAt).toUpperCase())
    throw new VietQrError('the CRC does not match');
  const top = readTlv(payload);
  if (need(top, '00') !== '01') throw new VietQrError('not an EMVCo payload (00 is not 01)');
  const initiation = need(top, '01');
  if (initiation !== '11' && initiation !== '12') throw new VietQrError('01 is neither static (11) nor dynamic (12)');
  if (need(top, '53') !== '704') throw new VietQrError('the currency is not VND (704)');
  const merchant = readTlv(need(top, '38'));
  if (need(merchant, '00') !== NAPAS_GUID) throw new VietQrError('38 is not a NAPAS transfer');
  const beneficiary = readTlv(need(merchant, '01'));
  const amountText = top.get('54');
  if (amountText !== undefined && !/^[1-9]\d*$/.test(amountText)) throw new VietQrError('the amount is not whole VND');
  const additional = top.get('62');
  const content = additional === undefined ? undefined : readTlv(additional).get('08');
  return {
    bin: need(beneficiary, '00'),
    accountNumber: need(beneficiary, '01'),
    ...(amountText === undefined ? {} : { amount: Number(amountText) }),
    ...(content === undefined ? {} : { content }),
  };
}
