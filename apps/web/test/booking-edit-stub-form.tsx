// A trivial edit form for the page tests: one text field, its server error under it, and the body with expectedVersion.
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { EditFormProps } from '../src/features/booking-edit/forms/form-types';

export function StubEditForm({ version, serverErrors, submitting, onSubmit }: EditFormProps) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ expectedVersion: version, kind: 'GENERAL', text });
      }}
    >
      <TextField
        label="Nội dung"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(serverErrors.text)}
        helperText={serverErrors.text}
      />
      <Button type="submit" disabled={submitting}>
        Gửi thay đổi
      </Button>
    </form>
  );
}
