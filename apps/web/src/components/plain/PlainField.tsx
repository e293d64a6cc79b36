// A labelled outlined text input of the plain sign-in pages (decision 152): the label tied to the input, the error
// under it in the error colour, named by aria-describedby, and aria-invalid while in error.
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import './plain.css';

export type PlainFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Focused by a PlainDialog once shown (React's autoFocus runs before the dialog can take focus). */
  autoFocusWhenShown?: boolean;
  required?: boolean;
  /** The error shown under the field (the field is then in error). */
  error?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  pattern?: string;
  /** Shown at the end of the field, inside its border (the password's show/hide button). */
  end?: ReactNode;
};

export function PlainField({ label, value, onChange, error, end, autoFocusWhenShown, ...input }: PlainFieldProps) {
  const id = useId();
  const helperId = error ? `${id}-helper-text` : undefined;
  return (
    <div className={error ? 'pl-field pl-field--error' : 'pl-field'}>
      <div className="pl-box">
        <input
          {...input}
          id={id}
          className="pl-input"
          placeholder=" "
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={helperId}
          data-autofocus={autoFocusWhenShown || undefined}
        />
        {/* After the input, so the label can float by the input's state in CSS alone. */}
        <label htmlFor={id} className="pl-label">
          {label}
        </label>
        {end ? <span className="pl-end">{end}</span> : null}
      </div>
      {error ? (
        <p id={helperId} className="pl-helper">
          {error}
        </p>
      ) : null}
    </div>
  );
}
