// /b2c/tour/{id}: the tour as a consumer reads it — cover, itinerary with meals, prices, inclusions, terms, departures.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatVnd } from '@portal/domain';
import type { TTour } from '@portal/contracts';
import { AuthorisedImage } from '../../../components/content/AuthorisedImage';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { statusColor } from '../tour-format';
import { useGetTourQuery } from '../tours-api';
import { DeparturesCalendar } from './DeparturesCalendar';
import { PartyPricePreview } from './PartyPricePreview';

function Itinerary({ tour }: { tour: TTour }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tour.itinerary.map((day, index) => (
        <Paper component="li" key={index} variant="outlined" sx={{ p: 2, mb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('b2cTours.dayN', { n: index + 1 })}: {day.title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, my: 0.5 }}>
            {day.meals.map((meal) => (
              <Chip key={meal} size="small" label={t(`b2cTours.meals.${meal}`)} />
            ))}
          </Box>
          <Box dangerouslySetInnerHTML={{ __html: day.bodyHtml }} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {day.images.map((name) => (
              <Box key={name} sx={{ width: 240 }}>
                <AuthorisedImage url={`/api/content-images/${name}`} alt="" width={1200} height={630} />
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

export default function TourPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const { data: tour, error, isFetching } = useGetTourQuery(id, { refetchOnMountOrArgChange: true });
  if (!tour)
    return (
      <Box>
        {isFetching ? <LinearProgress aria-label={t('b2cTours.loading')} /> : null}
        <FormErrorAlert message={error ? (apiErrorMessage(error) ?? t('b2cTours.loadFailed')) : null} />
      </Box>
    );
  const childPrice =
    tour.childPrice.mode === 'percent'
      ? t('b2cTours.childPercent', { percent: tour.childPrice.value })
      : formatVnd(tour.childPrice.value);
  return (
    <Box>
      <PageTitle
        title={tour.title}
        subtitle={`${tour.code} · ${tour.duration} · ${t('b2cTours.from')} ${tour.departurePoint}`}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip label={t(`b2cTours.status.${tour.status}`)} color={statusColor(tour.status)} />
            <Button variant="outlined" onClick={() => void navigate(`/b2c/change-tour?id=${tour.id}`)}>
              {t('b2cTours.edit')}
            </Button>
          </Box>
        }
      />
      {tour.coverImageUrl ? (
        <Box sx={{ maxWidth: 800, mb: 2 }}>
          <AuthorisedImage url={tour.coverImageUrl} alt={tour.title} width={1200} height={630} />
        </Box>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          {tour.summary ? <Typography sx={{ mb: 2 }}>{tour.summary}</Typography> : null}
          <Box dangerouslySetInnerHTML={{ __html: tour.descriptionHtml }} sx={{ mb: 2 }} />
          <Typography variant="h6">{t('b2cTours.fields.itinerary')}</Typography>
          <Itinerary tour={tour} />
          <Grid container spacing={2} sx={{ mt: 1 }}>
            {(['included', 'excluded'] as const).map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <Typography variant="h6">{t(`b2cTours.fields.${key}`)}</Typography>
                <ul>
                  {tour[key].map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Grid>
            ))}
          </Grid>
          <Typography variant="h6">{t('b2cTours.fields.cancellationTiers')}</Typography>
          <ul>
            {tour.cancellationTiers.map((tier) => (
              <li key={tier.daysBefore}>{t('b2cTours.tierText', tier)}</li>
            ))}
          </ul>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" data-testid="adult-price">
              {formatVnd(tour.adultPrice)} / {t('b2cTours.bands.adult')}
            </Typography>
            <Typography variant="body2">
              {t('b2cTours.bands.child')}: {childPrice} · {t('b2cTours.bands.infant')}: {formatVnd(tour.infantPrice)}
            </Typography>
            <Typography variant="body2">
              {t('b2cTours.fields.singleRoomSupplement')}: {formatVnd(tour.singleRoomSupplement)} ·{' '}
              {t('b2cTours.fields.depositPercent')}: {tour.depositPercent} %
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6">{t('b2cTours.fields.departures')}</Typography>
            {tour.departures.length === 0 ? <Typography>{t('b2cTours.noDepartures')}</Typography> : null}
            <DeparturesCalendar departures={tour.departures} />
          </Paper>
          <PartyPricePreview prices={tour} />
        </Grid>
      </Grid>
    </Box>
  );
}
