// The multi-city legs editor: 2 to 6 legs, each with its route and day, following the multi-leg rules of the domain.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Sort from '@mui/icons-material/Sort';
import {
  addLeg,
  canAddLeg,
  canRemoveLeg,
  editLeg,
  removeLeg,
  sortLegsByDeparture,
  type IsoDate,
  type MultiFlightLeg,
  type NewLegOptions,
} from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { legDateKey, type DateFieldKey } from '../../lib/flight-search/search-draft';
import { DateField } from './DateField';
import { RouteFields } from './RouteFields';

export type MultiCityLegsProps = {
  legs: MultiFlightLeg[];
  newLegOptions: NewLegOptions;
  onLegsChange: (legs: MultiFlightLeg[]) => void;
  pendingTexts: Partial<Record<DateFieldKey, string>>;
  onTextChange: (key: DateFieldKey, text: string) => void;
  onTextCommit: (key: DateFieldKey) => void;
  /** A day picked on the calendar replaces whatever was typed. */
  onTextReset: (key: DateFieldKey) => void;
  fieldError: (field: string) => string | undefined;
};

export function MultiCityLegs(props: MultiCityLegsProps) {
  const { legs, newLegOptions, onLegsChange, pendingTexts, onTextChange, onTextCommit, onTextReset, fieldError } =
    props;
  const { t } = useTranslation();
  const today = newLegOptions.today;
  const edit = (sessionId: string, changes: Parameters<typeof editLeg>[2]) =>
    onLegsChange(editLeg(legs, sessionId, changes));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {legs.map((leg, index) => {
        const number = index + 1;
        const key = legDateKey(leg.sessionId);
        return (
          <Box
            key={leg.sessionId}
            component="fieldset"
            sx={{
              m: 0,
              p: { xs: 1.5, sm: 2 },
              pt: { xs: 0.5, sm: 1 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              minWidth: 0,
            }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 600 }}>
              {t('flightSearch.legs.legend', { number })}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: '1fr',
                gridTemplateAreas: '"route" "date" "remove"',
                '@container (min-width: 900px)': {
                  gridTemplateColumns: '2.2fr 1fr auto',
                  gridTemplateAreas: '"route date remove"',
                  alignItems: 'start',
                },
              }}
            >
              <Box sx={{ gridArea: 'route', minWidth: 0 }}>
                <RouteFields
                  from={leg.from}
                  to={leg.to}
                  onFromChange={(code) => edit(leg.sessionId, { from: code })}
                  onToChange={(code) => edit(leg.sessionId, { to: code })}
                  onSwap={() => edit(leg.sessionId, { from: leg.to, to: leg.from })}
                  errors={{ from: fieldError(`${key}:from`), to: fieldError(`${key}:to`) }}
                />
              </Box>
              <Box sx={{ gridArea: 'date', minWidth: 0 }}>
                <DateField
                  label={t('flightSearch.dates.departure')}
                  openCalendarLabel={t('flightSearch.dates.openDepartureCalendar')}
                  value={leg.departureDate}
                  pendingText={pendingTexts[key]}
                  onTextChange={(text) => onTextChange(key, text)}
                  onTextCommit={() => onTextCommit(key)}
                  error={fieldError(key)}
                  required
                  calendar={{
                    label: t('flightSearch.dates.pickDeparture'),
                    today,
                    minDate: today,
                    rangeStart: leg.departureDate,
                    rangeEnd: null,
                    onPick: (date: IsoDate) => {
                      edit(leg.sessionId, { departureDate: date });
                      onTextReset(key);
                      return 'close';
                    },
                  }}
                />
              </Box>
              <Box sx={{ gridArea: 'remove', justifySelf: 'end', '@container (min-width: 900px)': { pt: 1 } }}>
                <IconButton
                  onClick={() => onLegsChange(removeLeg(legs, leg.sessionId))}
                  disabled={!canRemoveLeg(legs)}
                  aria-label={t('flightSearch.legs.remove', { number })}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            </Box>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onLegsChange(addLeg(legs, newLegOptions))}
          disabled={!canAddLeg(legs)}
          variant="outlined"
        >
          {t('flightSearch.legs.add')}
        </Button>
        <Button startIcon={<Sort />} onClick={() => onLegsChange(sortLegsByDeparture(legs))}>
          {t('flightSearch.legs.sort')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('flightSearch.legs.limit')}
        </Typography>
      </Box>
    </Box>
  );
}
