// /b2c/change-fare-rule (?id= to change one): a fare family of an airline for the consumer site — baggage, change,
// refund and no-show conditions and fees, notes (rich text, sanitised on the server), shown or hidden.
import { lazy, Suspense, useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { B2C_ITINERARY_TYPES } from '@portal/contracts';
import { ContentEditorPage } from '../../../components/content/ContentEditorPage';
import { useContentEditor } from '../../../components/content/use-content-editor';
import { groupAmountDigits } from '../../../lib/forms/amount-input';
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
  const editor = useContentEditor<FareRuleFormValues>(() => EMPTY_FARE_RULE, {
    saveFailed: t('b2cContent.saveFailed'),
  });
  const { values, set, setValues, problems } = editor;
  const [save, saving] = useSaveB2cFareRuleMutation();
  const [remove, removing] = useDeleteB2cFareRuleMutation();
  useEffect(() => {
    if (rule) setValues(formValuesOf(rule));
  }, [rule, setValues]);

  const submit = async () => {
    const request = fareRuleRequest(values, t);
    if ('problems' in request) {
      editor.setProblems(request.problems);
      return;
    }
    editor.setProblems({});
    editor.afterSave(
      await save({ id, body: request.body }),
      (saved) => void navigate(`/b2c/fare-rules?airline=${saved.airline}`),
    );
  };

  const deleteRule = async () => {
    if (!id || !window.confirm(t('b2cContent.fareRules.confirmDelete'))) return;
    editor.afterDelete(await remove(id), () => void navigate('/b2c/fare-rules'));
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
  const title = id ? t('b2cContent.fareRules.editTitle') : t('b2cContent.fareRules.writeTitle');
  return (
    <ContentEditorPage
      title={title}
      subtitle={t('b2cContent.fareRules.writeSubtitle')}
      formLabel={title}
      message={editor.message}
      onSubmit={() => void submit()}
      labels={{ save: t('b2cContent.save'), delete: t('b2cContent.delete'), saving: t('b2cContent.saving') }}
      isSaving={saving.isLoading}
      onDelete={id ? () => void deleteRule() : undefined}
      isDeleting={removing.isLoading}
    >
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
      <FareActionFields name="change" value={values.change} onChange={(v) => set('change', v)} problems={problems} />
      <FareActionFields name="refund" value={values.refund} onChange={(v) => set('refund', v)} problems={problems} />
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
    </ContentEditorPage>
  );
}
