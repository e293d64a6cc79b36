// "Nhập PNR": brings a held PNR made outside the portal in by system, PNR and a passenger's last name, then opens it.
import { useState, type FormEvent } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CancelSubmitActions } from '../../../components/CancelSubmitActions';
import type { TBookingSystem } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { isPersonName } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useRetrievePnrMutation } from '../api/retrieve-pnr';
import { detailPath } from '../../../lib/booking/detail-path';

const PNR_PATTERN = /^[A-Z0-9]{6}$/;
const LAST_NAME_MAX = 100;

type Draft = { system: TBookingSystem; pnr: string; lastName: string };
type Field = keyof Draft;

export function RetrievePnrDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [retrieve, { isLoading }] = useRetrievePnrMutation();
  const [draft, setDraft] = useState<Draft>({ system: 'VN', pnr: '', lastName: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!PNR_PATTERN.test(draft.pnr.trim())) found.pnr = t('bookingList.retrieve.errors.pnr');
    const lastName = draft.lastName.trim();
    if (!lastName || !isPersonName(lastName) || lastName.length > LAST_NAME_MAX)
      found.lastName = t('bookingList.retrieve.errors.lastName');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await retrieve({ system: draft.system, pnr: draft.pnr.trim(), lastName: draft.lastName.trim() });
    if ('error' in result) {
      const fields = apiFieldErrors(result.error);
      if (Object.keys(fields).length > 0) setProblems(fields);
      else setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const { booking, isExisting } = result.data;
    dispatch(
      showToast({
        type: isExisting ? 'info' : 'success',
        description: t(isExisting ? 'bookingList.retrieve.existing' : 'bookingList.retrieve.imported', {
          pnr: booking.pnr ?? draft.pnr,
        }),
      }),
    );
    onClose();
    void navigate(detailPath(booking.id));
  };

  const change =
    (name: Field, transform: (text: string) => string = (text) => text) =>
    (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: transform(event.target.value) }));

  const titleId = 'retrieve-pnr-title';
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('bookingList.retrieve.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText>{t('bookingList.retrieve.hint')}</DialogContentText>
            <FormErrorAlert message={errorMessage} />
            <TextField
              select
              label={t('bookingList.retrieve.system')}
              value={draft.system}
              onChange={change('system')}
              error={Boolean(problems.system)}
              helperText={problems.system}
              required
            >
              {BOOKING_SYSTEMS.map((system) => (
                <MenuItem key={system} value={system}>
                  {system}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('bookingList.retrieve.pnr')}
              value={draft.pnr}
              onChange={change('pnr', (text) => text.toUpperCase())}
              error={Boolean(problems.pnr)}
              helperText={problems.pnr}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 6, autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
              label={t('bookingList.retrieve.lastName')}
              value={draft.lastName}
              onChange={change('lastName')}
              error={Boolean(problems.lastName)}
              helperText={problems.lastName ?? t('bookingList.retrieve.lastNameHint')}
              required
              slotProps={{ htmlInput: { maxLength: LAST_NAME_MAX, autoComplete: 'off' } }}
            />
          </Stack>
        </DialogContent>
        <CancelSubmitActions onCancel={onClose} isLoading={isLoading} submitLabel={t('bookingList.retrieve.submit')} />
      </Stack>
    </Dialog>
  );
}
