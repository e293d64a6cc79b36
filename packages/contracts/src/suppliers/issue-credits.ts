// The body of a supplier issue that credit shells pay part of (decision 067): each credit's number and how much of it.
import { z } from 'zod';
import { ZSupplierPnrAction } from './booking-protocol.js';

const vnd = z.number().int();

/** A credit shell named as a form of payment at issue: its number and how much of it pays (decision 067). */
export const ZSupplierCreditPayment = z.object({
  number: z.string().trim().min(1).max(30),
  amount: vnd.positive(),
});
export type TSupplierCreditPayment = z.infer<typeof ZSupplierCreditPayment>;
/** The body of issue: who asks, and the credit shells of the PNR's passengers that pay part of it (at most 9). */
export const ZSupplierIssueRequest = ZSupplierPnrAction.extend({
  credits: z.array(ZSupplierCreditPayment).max(9).optional(),
});
export type TSupplierIssueRequest = z.infer<typeof ZSupplierIssueRequest>;
