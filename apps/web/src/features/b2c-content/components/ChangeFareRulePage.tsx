// /b2c/change-fare-rule (?id= to change one): a fare family of an airline for the consumer site — baggage, change,
// refund and no-show conditions and fees, notes (rich text, sanitised on the server), shown or hidden.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { B2C_ITINERARY_TYPES } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { groupAmountDigits } from '../../../lib/forms/amount-input';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import {
  useDeleteB2cFareRuleMutation,
  useGetB2cFareRuleQuery,
  useSaveB2cFareRuleMutation,
} from '../api/b2c-fare-rules-api';
import { FareActionFields } from './FareActionFields';
import {
  airlineName,
  EMPTY_FARE_RULE,
  fareRuleRequest,
  formValuesOf,
  KNOWN_AIRLINES,
  type FareRuleFormValues,
} from './fare-rule-form';

const NewsEditor = lazy(() => import('../../../components/content/NewsEditor'));

export default function ChangeFareRulePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: rule, isLoading } = useGetB2cFareRuleQuery(id ?? '', { skip: !id });
  const [values, setValues] = useState<FareRuleFormValues>(EMPTY_FARE_RULE);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, saving] = useSaveB2cFareRuleMutation();
  const [remove, removing] = useDeleteB2cFareRuleMutation();
  useEffect(() => {
    if (rule) setValues(formValuesOf(rule));
  }, [rule]);
  const set = <K extends keyof FareRuleFormValues>(key: K, value: FareRuleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = fareRuleRequest(values, t);
    if ('problems' in request) {
      setProblems(request.problems);
      return;
    }
    setProblems({});
    const result = await save({ id, body: request.body });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('b2cContent.saveFailed'));
      return;
    }
    void navigate(`/b2c/fare-rules?airline=${result.data.airline}`);
  };

  const deleteRule = async () => {
    if (!id || !window.confirm(t('b2cContent.fareRules.confirmDelete'))) return;
    const result = await remove(id);
    if ('error' in result) setMessage(apiErrorMessage(result.error) ?? t('b2cContent.saveFailed'));
    else void navigate('/b2c/fare-rules');
  };

  if (id && isLoading) return <LinearProgress aria-label={t('b2cContent.loading')} />;
  const text = (key: 'fareFamily' | 'cabinBaggageKg' | 'checkedBaggageKg' | 'sortOrder', numeric = false) => (
    <TextField
      label={t(`b2cContent.fareRules.fields.${key}`)}
      name={key}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(problems[key])}
      helperText={problems[key]}
      required={key !== 'sortOrder'}
      slotProps={{ htmlInput: numeric ? { inputMode: 'numeric', maxLength: 4 } : { maxLength: 60 } }}
      fullWidth
    />
  );
  return (
    <>
      <PageTitle
        title={id ? t('b2cContent.fareRules.editTitle') : t('b2cContent.fareRules.writeTitle')}
        subtitle={t('b2cContent.fareRules.writeSubtitle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-label={id ? t('b2cContent.fareRules.editTitle') : t('b2cContent.fareRules.writeTitle')}
        >
          <FormErrorAlert message={message} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Autocomplete
              freeSolo
              options={[...KNOWN_AIRLINES]}
              getOptionLabel={(code) => `${code} – ${airlineName(code)}`}
              inputValue={values.airline}
              onInputChange={(_, value) => set('airline', value.slice(0, 2).toUpperCase())}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name="airline"
                  label={t('b2cContent.fareRules.fields.airline')}
                  error={Boolean(problems.airline)}
                  helperText={problems.airline ?? airlineName(values.airline)}
                  required
                />
              )}
              sx={{ minWidth: 220 }}
            />
            {text('fareFamily')}
            <TextField
              select
              name="itineraryType"
              label={t('b2cContent.fareRules.fields.itineraryType')}
              value={values.itineraryType}
              onChange={(event) => set('itineraryType', event.target.value as FareRuleFormValues['itineraryType'])}
              sx={{ minWidth: 180 }}
            >
              {B2C_ITINERARY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`b2cContent.fareRules.itinerary.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('cabinBaggageKg', true)}
            {text('checkedBaggageKg', true)}
          </Stack>
          <Divider />
          <FareActionFields
            name="change"
            value={values.change}
            onChange={(v) => set('change', v)}
            problems={problems}
          />
          <FareActionFields
            name="refund"
            value={values.refund}
            onChange={(v) => set('refund', v)}
            problems={problems}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('b2cContent.fareRules.fields.noShowFee')}
              name="noShow.fee"
              value={values.noShowFee}
              onChange={(event) => set('noShowFee', groupAmountDigits(event.target.value, 9))}
              error={Boolean(problems['noShow.fee'])}
              helperText={problems['noShow.fee'] ?? t('b2cContent.fareRules.noShowHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ minWidth: 200 }}
            />
            <TextField
              label={t('b2cContent.fareRules.fields.noShowConditions')}
              name="noShow.conditions"
              value={values.noShowConditions}
              onChange={(event) => set('noShowConditions', event.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
              fullWidth
            />
          </Stack>
          <Divider />
          <Suspense fallback={<LinearProgress aria-label={t('b2cContent.loading')} />}>
            <NewsEditor
              label={t('b2cContent.fareRules.fields.notes')}
              value={values.notesHtml}
              onChange={(html) => set('notesHtml', html)}
            />
          </Suspense>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
            {text('sortOrder', true)}
            <FormControlLabel
              control={
                <Checkbox checked={values.isPublished} onChange={(event) => set('isPublished', event.target.checked)} />
              }
              label={t('b2cContent.fareRules.fields.isPublished')}
              sx={{ minWidth: 240 }}
            />
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving.isLoading}>
              {t('b2cContent.save')}
            </Button>
            {id ? (
              <Button color="error" onClick={() => void deleteRule()} disabled={removing.isLoading}>
                {t('b2cContent.delete')}
              </Button>
            ) : null}
          </Stack>
          {saving.isLoading ? <LinearProgress aria-label={t('b2cContent.saving')} /> : null}
        </Stack>
      </Paper>
    </>
  );
}
