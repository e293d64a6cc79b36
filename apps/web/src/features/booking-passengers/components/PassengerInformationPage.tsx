// booking/passenger-information/{id} and booking/multi-destinations-passengers?id=…: the passenger step of a selection
// handed over from the results; an unknown or expired id says so and leads back to the search.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { loadBookingSelection } from '../../../lib/booking/selection-handover';
import { passengerItineraryOfSelection } from '../model/selection-itinerary';
import { PassengerStep } from './PassengerStep';

export default function PassengerInformationPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [query] = useSearchParams();
  const id = params.id ?? query.get('id');
  const selection = useMemo(() => loadBookingSelection(id), [id]);
  const itinerary = useMemo(() => (selection ? passengerItineraryOfSelection(selection) : undefined), [selection]);
  const title = t(
    selection?.journeyType === 'MC' || (!params.id && query.has('id')) ? 'passengers.multiTitle' : 'passengers.title',
  );

  if (!id || !selection || !itinerary) {
    return (
      <Box>
        <PageTitle title={title} />
        <Alert
          severity="warning"
          action={
            <Button color="inherit" component={RouterLink} to="/booking/flights">
              {t('passengers.missing.back')}
            </Button>
          }
        >
          <AlertTitle>{t('passengers.missing.title')}</AlertTitle>
          {t('passengers.missing.text')}
        </Alert>
      </Box>
    );
  }
  return <PassengerStep key={id} selectionId={id} selection={selection} itinerary={itinerary} title={title} />;
}
