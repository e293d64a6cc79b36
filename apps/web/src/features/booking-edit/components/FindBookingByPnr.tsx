// Finding the booking to change by its PNR (the booking list's PNR filter): one match opens its menu, several are listed.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLazyFindBookingsByPnrQuery } from '../api/booking-edit-api';
import { editMenuPath } from '../model/menu-groups';

const PNR_PATTERN = /^[A-Z0-9]{5,8}$/;

export function FindBookingByPnr() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pnr, setPnr] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [find, found] = useLazyFindBookingsByPnrQuery();
  const items = found.currentData?.items ?? [];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = pnr.trim().toUpperCase();
    if (!PNR_PATTERN.test(wanted)) {
      setFieldError(t('bookingEdit.find.invalidPnr'));
      return;
    }
    setFieldError(undefined);
    const result = await find(wanted);
    const matches = result.data?.items ?? [];
    if (matches.length === 1) void navigate(editMenuPath(matches[0]!.id));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('bookingEdit.find.label')}
      sx={{ maxWidth: 520 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('bookingEdit.find.pnr')}
          value={pnr}
          onChange={(event) => setPnr(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('bookingEdit.find.hint')}
          size="small"
          slotProps={{ htmlInput: { maxLength: 8, style: { textTransform: 'uppercase' } } }}
        />
        <Button type="submit" variant="contained" disabled={found.isFetching}>
          {t('bookingEdit.find.submit')}
        </Button>
      </Box>
      {found.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {apiErrorMessage(found.error) ?? t('errors.loadFailed')}
        </Alert>
      ) : null}
      {found.isSuccess && !found.isFetching && items.length === 0 ? (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {t('bookingEdit.find.notFound', { pnr: pnr.trim().toUpperCase() })}
        </Alert>
      ) : null}
      {items.length > 1 ? (
        <List aria-label={t('bookingEdit.find.matches')} sx={{ mt: 1 }}>
          {items.map((item) => (
            <ListItemButton key={item.id} component={RouterLink} to={editMenuPath(item.id)}>
              <ListItemText
                primary={`${item.pnr ?? ''} · ${item.system} · ${item.route}`}
                secondary={`${item.agency.code} · ${item.passengerNames.join(', ')}`}
              />
            </ListItemButton>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
