// A notification's words in the user's language: its type's line (notifications.types.*) filled from its params.
import type { TFunction } from 'i18next';
import type { TNotification } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';

export function notificationText(t: TFunction, notification: Pick<TNotification, 'type' | 'params'>): string {
  const params = { ...notification.params } as Record<string, string | number>;
  if (typeof params.amount === 'number') params.amount = formatVnd(params.amount);
  if (typeof params.timeLimit === 'string' && params.timeLimit)
    params.timeLimit = formatDateTime(new Date(params.timeLimit));
  return t(`notifications.types.${notification.type}`, params) || notification.type;
}
