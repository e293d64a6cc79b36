// Whether the floating support button is shown and on which side: the agent's own choice, kept per user in this browser.
import { readJson, writeJson } from '../../../lib/storage';

export type SupportButtonPreference = { isShown: boolean; side: 'right' | 'left' };
export const DEFAULT_SUPPORT_BUTTON: SupportButtonPreference = { isShown: true, side: 'right' };

const keyOf = (userId: string) => `ui.supportButton.${userId}`;

export function readSupportButton(userId: string): SupportButtonPreference {
  const stored = readJson<Partial<SupportButtonPreference> | null>(keyOf(userId), null);
  return {
    isShown: stored?.isShown !== false,
    side: stored?.side === 'left' ? 'left' : 'right',
  };
}

export function writeSupportButton(userId: string, preference: SupportButtonPreference): void {
  writeJson(keyOf(userId), preference);
  // The shell's button listens for this to follow the change at once.
  window.dispatchEvent(new Event('support-button-changed'));
}
