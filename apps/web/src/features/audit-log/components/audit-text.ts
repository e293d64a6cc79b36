// How an audit row's event, actor and target read on the screen and in the CSV.
import type { TFunction } from 'i18next';
import type { TAuditEntry } from '@portal/contracts';

/** The event's name in the current language, or its code when the build has no name for it. */
export const eventLabel = (t: TFunction, event: string) => t(`auditLog.events.${event}`) || event;

export const actorText = (t: TFunction, entry: TAuditEntry) =>
  entry.actor ? `${entry.actor.username} (${entry.actor.agencyCode})` : t('auditLog.unknownActor');

/** The target's name when the server gave one, else its kind and id. */
export function targetText(t: TFunction, entry: TAuditEntry): string {
  if (!entry.targetType) return '';
  const kind = t(`auditLog.targetTypes.${entry.targetType}`) || entry.targetType;
  return entry.targetLabel ? `${kind}: ${entry.targetLabel}` : `${kind}${entry.targetId ? ` ${entry.targetId}` : ''}`;
}
