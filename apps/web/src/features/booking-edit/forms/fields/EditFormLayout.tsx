// The frame of every edit form: messages no field shows on top, the fields, and the submit button.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

type Props = {
  form: { submit: () => void; unplaced: readonly string[]; submitting: boolean };
  children: ReactNode;
  /** The button's text; "Continue" by default. */
  submitLabel?: string;
};

export function EditFormLayout({ form, children, submitLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Stack spacing={2}>
        {form.unplaced.length > 0 && (
          <Alert severity="error">
            {form.unplaced.map((message, index) => (
              <div key={index}>{message}</div>
            ))}
          </Alert>
        )}
        {children}
        <Box>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {submitLabel ?? t('editForms.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
