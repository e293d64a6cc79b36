// A plain button with MUI's contained or text look; while `busy` it is disabled and shows a spinner before its text.
import type { ReactNode } from 'react';
import './plain.css';

type PlainButtonProps = {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'contained' | 'text';
  large?: boolean;
  fullWidth?: boolean;
  busy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
};

export function PlainButton({
  children,
  type = 'button',
  variant = 'text',
  large,
  fullWidth,
  busy,
  ...rest
}: PlainButtonProps) {
  const classes = ['pl-button', `pl-button--${variant}`];
  if (large) classes.push('pl-button--large');
  if (fullWidth) classes.push('pl-button--full');
  return (
    <button
      type={type}
      className={classes.join(' ')}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      onClick={rest.onClick}
    >
      {busy ? <span className="pl-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
