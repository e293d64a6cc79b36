// Opening a request: a booking of the agency picked by PNR, a category, subject, text and an optional attachment.
import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, type TSupportCategory, type TSupportRequestDetail } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import {
  useOpenSupportRequestMutation,
  useSupportBookingsQuery,
  type PickableBooking,
} from '../api/support-requests-api';
import { AttachmentField } from './AttachmentField';

export function NewSupportRequestForm(props: { onOpened(request: TSupportRequestDetail): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const bookings = useSupportBookingsQuery(search.trim().toUpperCase());
  const [booking, setBooking] = useState<PickableBooking | null>(null);
  const [category, setCategory] = useState<TSupportCategory>('change');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [open, opening] = useOpenSupportRequestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!booking) found.bookingId = t('supportRequests.required');
    if (!subject.trim()) found.subject = t('supportRequests.required');
    if (!body.trim()) found.body = t('supportRequests.required');
    setProblems(found);
    setErrorMessage(null);
    if (Object.keys(found).length > 0 || !booking) return;
    const form = new FormData();
    form.set('bookingId', booking.id);
    form.set('category', category);
    form.set('subject', subject.trim());
    form.set('body', body.trim());
    if (file) form.set('attachment', file, file.name);
    const answer = await open(form);
    if ('error' in answer) {
      setProblems(apiFieldErrors(answer.error));
      setErrorMessage(apiErrorMessage(answer.error) ?? t('errors.unexpected'));
      return;
    }
    props.onOpened(answer.data);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('supportRequests.new')}>
        <FormErrorAlert message={errorMessage} />
        <Autocomplete
          options={bookings.data?.items ?? []}
          value={booking}
          loading={bookings.isFetching}
          onChange={(_event, value) => setBooking(value)}
          onInputChange={(_event, value) => setSearch(value.split(' ')[0] ?? '')}
          getOptionLabel={(option) => `${option.pnr} · ${option.route} · ${formatDate(new Date(option.departAt))}`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('supportRequests.booking')}
              error={!!problems.bookingId}
              helperText={problems.bookingId ?? t('supportRequests.bookingSearch')}
            />
          )}
        />
        <TextField
          select
          label={t('supportRequests.category')}
          value={category}
          onChange={(event) => setCategory(event.target.value as TSupportCategory)}
        >
          {SUPPORT_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`supportRequests.categories.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={t('supportRequests.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={!!problems.subject}
          helperText={problems.subject}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          required
          multiline
          minRows={3}
          label={t('supportRequests.body')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={!!problems.body}
          helperText={problems.body}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <AttachmentField file={file} onChange={setFile} error={problems.attachment} />
        {opening.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={opening.isLoading}>
            {t('supportRequests.send')}
          </Button>
          <Button onClick={props.onCancel}>{t('common.cancel')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
