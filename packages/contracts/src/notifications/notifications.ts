// /api/notifications: the caller's notices (the bell and its panel), their live stream, marking them read.
import { z } from 'zod';

/** Every kind of notice; the web app words each in vi/en (`notifications` namespace) from its params. */
export const NOTIFICATION_TYPES = [
  'topup.confirmed',
  'topup.rejected',
  'hold.expiring',
  'hold.expired',
  'ticket.issued',
  'ticket.failed',
  'ticket.voided',
  'ticket.refunded',
  'reconcile.check',
  'support.opened',
  'support.replied',
  'support.closed',
  'news.published',
  'qr.matched',
  'qr.review',
  'b2c.order',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const ZNotification = z.object({
  id: z.string(),
  /** The stream's event id: the stream resumes after the last one a tab saw. */
  seq: z.number().int(),
  type: ZNotificationType,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const NOTIFICATION_PAGE_MAX = 100;

/** GET /api/notifications: newest first, `before` a seq for the next page. */
export const ZListNotificationsQuery = z.strictObject({
  before: z.coerce.number().int().min(1).optional(),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
});
export const ZListNotificationsResponse = z.object({
  items: z.array(ZNotification),
  unread: z.number().int(),
  /** The seq to pass as `before` for older ones, or null at the end. */
  nextBefore: z.number().int().nullable(),
});
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;

export const ZNotificationIdParams = z.strictObject({ id: z.guid() });
export const ZUnreadCountResponse = z.object({ unread: z.number().int() });
export const ZMarkAllReadResponse = z.object({ marked: z.number().int(), unread: z.number().int() });

/** The stream's events: `notification` carries a ZNotification; `ready` the unread count on (re)connect. */
export const NOTIFICATION_STREAM_EVENTS = ['ready', 'notification'] as const;
