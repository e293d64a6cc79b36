// /b2c/change-tour (?id= to change one): the tour's facts, itinerary, prices with a live party price, lists, tiers, departures.
import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatTourDuration } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { ImageUploadField } from '../../../components/content/ImageUploadField';
import { EMPTY_TOUR, tourWriteOf, valuesOfTour, type TourFormValues } from '../tour-form';
import { useGetTourQuery, useSaveTourMutation, useTourActionMutation } from '../tours-api';
import { DeparturesEditor } from './DeparturesEditor';
import { ItineraryEditor } from './ItineraryEditor';
import { PartyPricePreview } from './PartyPricePreview';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function ChangeTourPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: tour, isFetching, refetch } = useGetTourQuery(id ?? '', { skip: !id, refetchOnMountOrArgChange: true });
  const [save, { isLoading: isSaving }] = useSaveTourMutation();
  const [act] = useTourActionMutation();
  const [values, setValues] = useState<TourFormValues>(EMPTY_TOUR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (tour) setValues(valuesOfTour(tour));
  }, [tour]);
  useEffect(() => {
    if (!id) setValues(EMPTY_TOUR);
  }, [id]);

  const set = (change: Partial<TourFormValues>) => setValues((current) => ({ ...current, ...change }));
  const text = (
    key: keyof TourFormValues,
    options: { type?: string; multiline?: boolean; required?: boolean } = {},
  ) => (
    <TextField
      size="small"
      fullWidth
      label={t(`b2cTours.fields.${key}`)}
      type={options.type}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      required={options.required}
      value={values[key] as string | number}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(event) =>
        set({
          [key]: options.type === 'number' ? Number(event.target.value) : event.target.value,
        } as Partial<TourFormValues>)
      }
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ id, body: tourWriteOf(values) });
    if ('error' in result) {
      setErrors(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('b2cTours.saveFailed'));
      return;
    }
    setErrors({});
    setMessage(null);
    if (!id) void navigate(`/b2c/change-tour?id=${result.data.id}`, { replace: true });
    else void refetch();
  };

  const prices = {
    adultPrice: values.adultPrice,
    childPrice: { mode: values.childMode, value: values.childValue },
    infantPrice: values.infantPrice,
    singleRoomSupplement: values.singleRoomSupplement,
    depositPercent: values.depositPercent,
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
      <PageTitle
        title={id ? t('b2cTours.editTitle', { code: tour?.code ?? '' }) : t('b2cTours.changeTitle')}
        subtitle={`${formatTourDuration(values.days, values.nights)}${tour ? ` · ${t(`b2cTours.status.${tour.status}`)}` : ''}`}
        actions={
          <Stack direction="row" spacing={1}>
            {tour ? (
              <Button
                variant="outlined"
                onClick={() =>
                  void act({ id: tour.id, action: tour.status === 'published' ? 'unpublish' : 'publish' }).then(() =>
                    refetch(),
                  )
                }
              >
                {t(tour.status === 'published' ? 'b2cTours.unpublish' : 'b2cTours.publish')}
              </Button>
            ) : null}
            {tour ? (
              <Button variant="outlined" onClick={() => void navigate(`/b2c/tour/${tour.id}`)}>
                {t('b2cTours.view')}
              </Button>
            ) : null}
            <Button type="submit" variant="contained" disabled={isSaving}>
              {t('b2cTours.save')}
            </Button>
          </Stack>
        }
      />
      {isFetching || isSaving ? <LinearProgress aria-label={t('b2cTours.loading')} /> : null}
      <FormErrorAlert message={message} />
      <Stack spacing={2}>
        <Section title={t('b2cTours.sections.basics')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {text('code', { required: true })}
            {text('title', { required: true })}
            {text('slug')}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {text('days', { type: 'number' })}
            {text('nights', { type: 'number' })}
            {text('departurePoint', { required: true })}
          </Stack>
          <Stack spacing={2}>
            {text('summary', { multiline: true })}
            {text('descriptionHtml', { multiline: true })}
            <ImageUploadField
              kind="cover"
              label={t('b2cTours.fields.coverImage')}
              value={values.coverImage}
              onChange={(coverImage) => set({ coverImage })}
              error={errors.coverImage}
            />
          </Stack>
        </Section>
        <Section title={t('b2cTours.fields.itinerary')}>
          <ItineraryEditor
            days={values.itinerary}
            maxDays={values.days}
            errors={errors}
            onChange={(itinerary) => set({ itinerary })}
          />
        </Section>
        <Section title={t('b2cTours.sections.prices')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {text('adultPrice', { type: 'number' })}
            <TextField
              select
              size="small"
              label={t('b2cTours.fields.childMode')}
              value={values.childMode}
              onChange={(event) => set({ childMode: event.target.value as 'percent' | 'amount' })}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="percent">{t('b2cTours.childModes.percent')}</MenuItem>
              <MenuItem value="amount">{t('b2cTours.childModes.amount')}</MenuItem>
            </TextField>
            {text('childValue', { type: 'number' })}
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
            {text('infantPrice', { type: 'number' })}
            {text('singleRoomSupplement', { type: 'number' })}
            {text('depositPercent', { type: 'number' })}
          </Stack>
          <PartyPricePreview prices={prices} />
        </Section>
        <Section title={t('b2cTours.sections.lists')}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {text('included', { multiline: true })}
            {text('excluded', { multiline: true })}
          </Stack>
        </Section>
        <Section title={t('b2cTours.fields.cancellationTiers')}>
          <FormErrorAlert message={errors.cancellationTiers ?? null} />
          {values.cancellationTiers.map((tier, index) => (
            <Stack key={index} direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
              {(['daysBefore', 'percentKept'] as const).map((key) => (
                <TextField
                  key={key}
                  size="small"
                  type="number"
                  label={t(`b2cTours.fields.${key}`)}
                  value={tier[key]}
                  onChange={(event) =>
                    set({
                      cancellationTiers: values.cancellationTiers.map((current, at) =>
                        at === index ? { ...current, [key]: Number(event.target.value) } : current,
                      ),
                    })
                  }
                />
              ))}
              <IconButton
                aria-label={t('b2cTours.removeTier')}
                onClick={() => set({ cancellationTiers: values.cancellationTiers.filter((_, at) => at !== index) })}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            onClick={() =>
              set({ cancellationTiers: [...values.cancellationTiers, { daysBefore: 0, percentKept: 100 }] })
            }
          >
            {t('b2cTours.addTier')}
          </Button>
        </Section>
        <Section title={t('b2cTours.fields.departures')}>
          {tour ? (
            <DeparturesEditor tourId={tour.id} departures={tour.departures} onChanged={() => void refetch()} />
          ) : (
            <Typography color="text.secondary">{t('b2cTours.departures.saveFirst')}</Typography>
          )}
        </Section>
      </Stack>
    </Box>
  );
}
