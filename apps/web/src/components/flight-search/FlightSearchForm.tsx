// The flight search form: journey type, route, dates or multi-city legs, passengers, promotion codes; submit opens the results.
import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFlightSearchForm } from './use-flight-search-form';
import { PROMOTION_AIRLINES, type JourneyType, type PromotionAirline } from '../../lib/flight-search/search-draft';
import { DateRangeFields } from './DateRangeFields';
import { MultiCityLegs } from './MultiCityLegs';
import { PassengerPicker } from './PassengerPicker';
import { PromotionCodesPanel, PromotionCodesToggle, usePromotionPanel } from './PromotionCodes';
import { RouteFields } from './RouteFields';

export type FlightSearchFormProps = {
  /** A search to start from (e.g. the results page's "change search"); otherwise the last search, otherwise empty. */
  initialRequest?: TSearchFlightsRequest;
  /** Called with a valid search just before navigating to its results (e.g. to close a drawer). */
  onSearch?: (request: TSearchFlightsRequest) => void;
};

const JOURNEY_TYPES: readonly JourneyType[] = ['OW', 'RT', 'MC'];
/** Above a phone's width the journey-type buttons size to their text instead of sharing the row. */
const NARROW_UP = '@container (min-width: 480px)';

export function FlightSearchForm({ initialRequest, onSearch }: FlightSearchFormProps) {
  const { t } = useTranslation();
  const form = useFlightSearchForm({ initialRequest, onSearch });
  const { draft, handlers, fieldError, pendingTexts } = form;
  const promotionErrors = Object.fromEntries(
    PROMOTION_AIRLINES.map((airline) => [airline, fieldError(`promo:${airline}`)]),
  ) as Partial<Record<PromotionAirline, string>>;
  const promotionPanel = usePromotionPanel(draft.promotionCodes, Object.values(promotionErrors).some(Boolean));

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('flightSearch.title')}
      noValidate
      onSubmit={form.submit}
      sx={{ containerType: 'inline-size' }}
    >
      <Stack spacing={2}>
        <ToggleButtonGroup
          value={draft.journeyType}
          exclusive
          onChange={(_event, value: JourneyType | null) => {
            if (value) handlers.changeJourneyType(value);
          }}
          aria-label={t('flightSearch.journeyType.label')}
          size="small"
          color="primary"
          sx={{ alignSelf: 'stretch', [NARROW_UP]: { alignSelf: 'flex-start' } }}
        >
          {JOURNEY_TYPES.map((type) => (
            <ToggleButton
              key={type}
              value={type}
              sx={{ flex: 1, px: 1, textTransform: 'none', fontWeight: 600, [NARROW_UP]: { flex: 'none', px: 2 } }}
            >
              {t(`flightSearch.journeyType.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <ProblemSummary ref={form.summaryRef} messages={form.summary} />

        {draft.journeyType === 'MC' ? (
          <MultiCityLegs
            legs={draft.legs}
            newLegOptions={form.legOptions}
            onLegsChange={handlers.changeLegs}
            pendingTexts={pendingTexts}
            onTextChange={handlers.changeDateText}
            onTextCommit={handlers.commitDateText}
            onTextReset={handlers.resetDateText}
            fieldError={fieldError}
          />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: '1fr',
              alignItems: 'start',
              '@container (min-width: 960px)': { gridTemplateColumns: '2fr 1.3fr' },
            }}
          >
            <RouteFields
              from={draft.from}
              to={draft.to}
              onFromChange={handlers.changeFrom}
              onToChange={handlers.changeTo}
              onSwap={handlers.swap}
              errors={{ from: fieldError('from'), to: fieldError('to') }}
            />
            <DateRangeFields
              isRoundTrip={draft.journeyType === 'RT'}
              from={draft.from}
              to={draft.to}
              dates={draft.dates}
              today={form.legOptions.today}
              onDatesChange={handlers.changeDates}
              pendingTexts={pendingTexts}
              onTextChange={handlers.changeDateText}
              onTextCommit={handlers.commitDateText}
              errors={{ departure: fieldError('departure'), return: fieldError('return') }}
            />
          </Box>
        )}

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: '1fr',
            alignItems: 'start',
            '@container (min-width: 600px)': { gridTemplateColumns: 'minmax(220px, 320px) 1fr auto' },
          }}
        >
          <PassengerPicker
            counts={draft.passengers}
            onChange={handlers.changePassengers}
            error={fieldError('adt', 'chd', 'inf')}
          />
          <Box sx={{ alignSelf: 'center' }}>
            <PromotionCodesToggle
              isOpen={promotionPanel.isOpen}
              onToggle={promotionPanel.toggle}
              controlsId={promotionPanel.controlsId}
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            sx={{ minHeight: 56, px: 4 }}
          >
            {t('flightSearch.submit')}
          </Button>
        </Box>

        <PromotionCodesPanel
          id={promotionPanel.controlsId}
          isOpen={promotionPanel.isOpen}
          codes={draft.promotionCodes}
          onChange={handlers.changePromotionCode}
          errors={promotionErrors}
        />
      </Stack>
    </Box>
  );
}

function ProblemSummary({ messages, ref }: { messages: string[]; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1}>
      {t('flightSearch.errors.summary')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </Box>
    </Alert>
  );
}
