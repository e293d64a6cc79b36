// Baggage, meals and seats per route and passenger: one choice per group category (or none), priced by the supplier.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAncillariesResponse } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { choiceKey, optionGroups, type AddOnChoices } from '../model/addon-choices';
import type { PassengerDraft } from '../model/form-model';
import { NATIVE_SELECT } from './field-props';

type Props = {
  catalogue: TAncillariesResponse | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  passengers: readonly PassengerDraft[];
  choices: AddOnChoices;
  onChoose: (offerId: string, paxId: string, groupCategory: string, code: string | null) => void;
  isDisabled: boolean;
};

export function AddOnsPanel({
  catalogue,
  isLoading,
  error,
  onRetry,
  passengers,
  choices,
  onChoose,
  isDisabled,
}: Props) {
  const { t, i18n } = useTranslation();
  const { language } = useLanguage();
  const headingId = 'add-ons-heading';
  const passengerLabel = (passenger: PassengerDraft) =>
    t('passengers.slot', { type: t(`passengers.paxTypes.${passenger.type}`), number: passenger.paxId.slice(4) });
  // Known groups have a name; any other the supplier invents is shown as it comes.
  const groupLabel = (group: string) =>
    i18n.exists(`passengers.addOns.groups.${group}`) ? t(`passengers.addOns.groups.${group}`) : group;

  let body;
  if (isLoading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('passengers.addOns.loading')}</Typography>
      </Box>
    );
  } else if (error || !catalogue) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('passengers.addOns.retry')}
          </Button>
        }
      >
        {apiErrorMessage(error) ? `${apiErrorMessage(error)} ` : ''}
        {t('passengers.addOns.failed')}
      </Alert>
    );
  } else if (catalogue.routes.every((route) => route.options.length === 0)) {
    body = <Typography variant="body2">{t('passengers.addOns.empty')}</Typography>;
  } else {
    body = catalogue.routes.map((route) => {
      const routeId = `add-ons-route-${route.offerId.replace(/[^\w-]/g, '-')}`;
      const buyers = passengers
        .map((passenger) => ({ passenger, groups: optionGroups(route.options, passenger.type) }))
        .filter(({ groups }) => groups.length > 0);
      if (buyers.length === 0) return null;
      return (
        <Box key={route.offerId} component="section" aria-labelledby={routeId} sx={{ mb: 2 }}>
          <Typography id={routeId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {t('passengers.addOns.route', { airline: route.airline, from: route.from, to: route.to })}
          </Typography>
          {buyers.map(({ passenger, groups }) => (
            <Box
              key={passenger.paxId}
              sx={{
                display: 'grid',
                gap: 2,
                mb: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {groups.map(({ groupCategory, options }) => (
                <TextField
                  key={groupCategory}
                  select
                  label={t('passengers.addOns.choice', {
                    group: groupLabel(groupCategory),
                    passenger: passengerLabel(passenger),
                  })}
                  value={choices[choiceKey(route.offerId, passenger.paxId, groupCategory)] ?? ''}
                  onChange={(event) =>
                    onChoose(
                      route.offerId,
                      passenger.paxId,
                      groupCategory,
                      event.target.value === '' ? null : event.target.value,
                    )
                  }
                  slotProps={NATIVE_SELECT}
                  disabled={isDisabled}
                  fullWidth
                >
                  <option value="">{t('passengers.addOns.none')}</option>
                  {options.map((option) => (
                    <option key={option.code} value={option.code}>
                      {t('passengers.addOns.option', { name: option.name[language], price: formatVnd(option.price) })}
                    </option>
                  ))}
                </TextField>
              ))}
            </Box>
          ))}
        </Box>
      );
    });
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('passengers.addOns.title')}
      </Typography>
      {body}
    </Paper>
  );
}
