// The show/hide state of a password field and its toggle's accessible name and pressed state: one rule for the MUI
// field of the shell and the plain one of the sign-in pages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function usePasswordVisibility() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return {
    isVisible,
    type: isVisible ? 'text' : 'password',
    toggle: {
      onClick: () => setIsVisible((visible) => !visible),
      // Keeps the focus in the input when the toggle is clicked with the mouse.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      'aria-label': isVisible ? t('password.hide') : t('password.show'),
      'aria-pressed': isVisible,
    },
  };
}
