// A password input with a keyboard-reachable show/hide toggle: the MUI field of the shell's forms (the sign-in pages
// use the plain one, decision 152; both take the toggle's rule from usePasswordVisibility).
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LightField, type LightFieldProps } from './LightField';
import { usePasswordVisibility } from './password-visibility';

type PasswordFieldProps = Omit<LightFieldProps, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const { isVisible, type, toggle } = usePasswordVisibility();
  return (
    <LightField
      {...props}
      type={type}
      endAdornment={
        <InputAdornment position="end">
          <IconButton {...toggle} edge="end">
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
