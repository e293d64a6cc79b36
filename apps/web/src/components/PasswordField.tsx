// A password input with a keyboard-reachable show/hide toggle.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { LightField, type LightFieldProps } from './LightField';

type PasswordFieldProps = Omit<LightFieldProps, 'type' | 'endAdornment' | 'options'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <LightField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            onClick={() => setIsVisible((visible) => !visible)}
            onMouseDown={(event) => event.preventDefault()}
            aria-label={isVisible ? t('password.hide') : t('password.show')}
            aria-pressed={isVisible}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
