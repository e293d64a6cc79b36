// A plain password field with a keyboard-reachable show/hide toggle (the MUI PasswordField's behaviour, decision 152).
import { usePasswordVisibility } from '../password-visibility';
import { PlainIcon } from './icons';
import { PlainField, type PlainFieldProps } from './PlainField';

export function PlainPasswordField(props: Omit<PlainFieldProps, 'type' | 'end'>) {
  const { isVisible, type, toggle } = usePasswordVisibility();
  return (
    <PlainField
      {...props}
      type={type}
      end={
        <button type="button" className="pl-icon-button" {...toggle}>
          <PlainIcon name={isVisible ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  );
}
