// The error line at the top of a form: the server's message, announced to screen readers.
import Alert from '@mui/material/Alert';

export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
