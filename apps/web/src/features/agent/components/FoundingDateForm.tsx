// The agency's founding date (an agency setting its administrators keep): the day of the yearly anniversary overlay.
import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetAnniversaryQuery, useSetAnniversaryMutation } from '../../../lib/content/content-api';
import { maskTypedDate, typedDayToIso } from '../../../lib/dates/filter-dates';
import { apiErrorMessage } from '../../../lib/http/types';

const typedOf = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

export function FoundingDateForm() {
  const { t } = useTranslation();
  const { data } = useGetAnniversaryQuery();
  const [save, saving] = useSetAnniversaryMutation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => setTyped(typedOf(data?.foundedOn ?? null)), [data?.foundedOn]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const foundedOn = typed.trim() ? typedDayToIso(typed.trim()) : null;
    if (foundedOn === undefined) return setProblem(t('content.anniversary.invalid'));
    setProblem(null);
    const result = await save({ foundedOn });
    if ('error' in result) setProblem(apiErrorMessage(result.error) ?? t('content.saveFailed'));
    else setIsSaved(true);
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      onSubmit={(event) => void submit(event)}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('content.anniversary.settingTitle')}
        name="foundedOn"
        value={typed}
        placeholder="dd/MM/yyyy"
        onChange={(event) => setTyped(maskTypedDate(event.target.value))}
        error={Boolean(problem)}
        helperText={problem ?? t('content.anniversary.settingHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="outlined" disabled={saving.isLoading} sx={{ mt: { sm: 1 } }}>
        {t('content.save')}
      </Button>
      {isSaved ? (
        <Typography role="status" color="success.main" sx={{ pt: { sm: 2 } }}>
          {t('content.anniversary.saved')}
        </Typography>
      ) : null}
    </Stack>
  );
}
