// One request's thread: its messages (attachments downloaded through the client), a reply form, and closing it.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TSupportMessage } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { getHttpClient } from '../../../lib/http/client-holder';
import { saveFile } from '../../../lib/http/download';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import {
  useCloseSupportRequestMutation,
  useGetSupportRequestQuery,
  useReplySupportRequestMutation,
} from '../api/support-requests-api';
import { AttachmentField } from './AttachmentField';

async function download(requestId: string, message: TSupportMessage) {
  const answer = await getHttpClient().request<Blob>({
    url: `/api/support-requests/${requestId}/messages/${message.id}/attachment`,
    responseType: 'blob',
  });
  if ('data' in answer) saveFile(answer.data, message.attachment?.fileName ?? 'tep-dinh-kem');
}

export function SupportThread(props: { id: string; onBack(): void }) {
  const { t } = useTranslation();
  const thread = useGetSupportRequestQuery(props.id);
  const [reply, replying] = useReplySupportRequestMutation();
  const [close, closing] = useCloseSupportRequestMutation();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const request = thread.data;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    if (!body.trim()) return setProblems({ body: t('supportRequests.required') });
    const form = new FormData();
    form.set('body', body.trim());
    if (file) form.set('attachment', file, file.name);
    const answer = await reply({ id: props.id, form });
    if ('error' in answer) {
      setProblems(apiFieldErrors(answer.error));
      setErrorMessage(apiErrorMessage(answer.error) ?? t('errors.unexpected'));
      return;
    }
    setProblems({});
    setBody('');
    setFile(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Button onClick={props.onBack} sx={{ mb: 1 }}>
        {t('supportRequests.back')}
      </Button>
      {thread.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {thread.isError ? (
        <Alert severity="error">{apiErrorMessage(thread.error) ?? t('errors.loadFailed')}</Alert>
      ) : null}
      {request ? (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {request.pnr} · {request.subject}
            </Typography>
            <Chip size="small" label={t(`supportRequests.categories.${request.category}`)} />
            <Chip
              size="small"
              color={request.status === 'answered' ? 'success' : request.status === 'open' ? 'warning' : 'default'}
              label={t(`supportRequests.statuses.${request.status}`)}
            />
          </Stack>
          <Stack
            component="ol"
            spacing={1}
            aria-label={t('supportRequests.thread')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {request.messages.map((message) => (
              <Box
                component="li"
                key={message.id}
                sx={{
                  p: 1.5,
                  borderRadius: 1,
                  bgcolor: message.authorAgency.id === request.agency.id ? 'action.hover' : 'info.50',
                }}
              >
                <Typography variant="caption" color="text.secondary">
                  {message.author.fullName} ({message.authorAgency.code}) ·{' '}
                  {formatDateTime(new Date(message.createdAt))}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.body}</Typography>
                {message.attachment ? (
                  <Button size="small" onClick={() => void download(request.id, message)}>
                    {message.attachment.fileName}
                  </Button>
                ) : null}
              </Box>
            ))}
          </Stack>
          {request.status === 'closed' ? (
            <Alert severity="info">{t('supportRequests.closedNote')}</Alert>
          ) : (
            <Stack component="form" noValidate spacing={1} onSubmit={send} aria-label={t('supportRequests.reply')}>
              <FormErrorAlert message={errorMessage} />
              <TextField
                multiline
                minRows={2}
                label={t('supportRequests.reply')}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                error={!!problems.body}
                helperText={problems.body}
                slotProps={{ htmlInput: { maxLength: 4000 } }}
              />
              <AttachmentField file={file} onChange={setFile} error={problems.attachment} />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={replying.isLoading}>
                  {t('supportRequests.send')}
                </Button>
                <Button color="inherit" disabled={closing.isLoading} onClick={() => void close(request.id)}>
                  {t('supportRequests.close')}
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}
