// The frame of a content editor page (network news, B2C articles, fare rules): its title, the outlined form with the
// server's message on top, the page's fields, then Save (and Delete when changing a saved one) and a bar while saving.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormErrorAlert } from '../FormErrorAlert';
import { PageTitle } from '../PageTitle';

export function ContentEditorPage(props: {
  title: string;
  subtitle: string;
  /** The form's accessible name. */
  formLabel: string;
  message: string | null;
  onSubmit: () => void;
  labels: { save: string; delete: string; saving: string };
  isSaving: boolean;
  /** Deletes the saved one being changed (no Delete button without it). */
  onDelete?: () => void;
  isDeleting: boolean;
  children: ReactNode;
}) {
  const { labels } = props;
  return (
    <>
      <PageTitle title={props.title} subtitle={props.subtitle} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          aria-label={props.formLabel}
        >
          <FormErrorAlert message={props.message} />
          {props.children}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={props.isSaving}>
              {labels.save}
            </Button>
            {props.onDelete ? (
              <Button color="error" onClick={props.onDelete} disabled={props.isDeleting}>
                {labels.delete}
              </Button>
            ) : null}
          </Stack>
          {props.isSaving ? <LinearProgress aria-label={labels.saving} /> : null}
        </Stack>
      </Paper>
    </>
  );
}
