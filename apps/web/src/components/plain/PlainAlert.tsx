// A plain alert box with MUI's standard Alert look: icon and text in the severity's colours.
import type { ReactNode } from 'react';
import { PlainIcon } from './icons';
import './plain.css';

type PlainAlertProps = {
  severity: 'error' | 'warning' | 'info';
  children: ReactNode;
  /** `alert` for what must be announced at once; MUI's Alert defaults to it too. */
  role?: 'alert' | 'status';
  testId?: string;
};

export function PlainAlert({ severity, children, role = 'alert', testId }: PlainAlertProps) {
  return (
    <div className={`pl-alert pl-alert--${severity}`} role={role} data-testid={testId}>
      <PlainIcon name={severity} />
      <div className="pl-alert-text">{children}</div>
    </div>
  );
}

/** The error line at the top of a plain form (FormErrorAlert's plain twin): nothing without a message. */
export function PlainFormError({ message }: { message: string | null | undefined }) {
  return message ? <PlainAlert severity="error">{message}</PlainAlert> : null;
}
