// The frame of a create-or-edit form: a labelled form that validates itself, its server error on top, a save button.
import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from './FormErrorAlert';

type EditorFormProps = {
  label: string;
  errorMessage: string | null | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  autoComplete?: 'off';
  children: ReactNode;
};

export function EditorForm({ label, errorMessage, onSubmit, autoComplete, children }: EditorFormProps) {
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={label} autoComplete={autoComplete}>
      <FormErrorAlert message={errorMessage} />
      {children}
    </Stack>
  );
}

/** The form's submit button, spinning while the save is under way. */
export function SaveButton({ isSaving, children }: { isSaving: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" loading={isSaving} loadingPosition="start">
      {children}
    </Button>
  );
}
