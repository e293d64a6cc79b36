// Baggage, meals and seats per route and passenger: one choice per group category (or none), priced by the supplier;
// extra checked baggage on a fare that already includes some says what it adds and the total it comes to.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TAncillariesResponse, TAncillaryOption } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { choiceKey, optionGroups, type AddOnChoice, type AddOnChoices } from '../model/addon-choices';
import type { PassengerDraft } from '../model/form-model';
import { NATIVE_SELECT } from './field-props';

type Props = {
  catalogue: TAncillariesResponse | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  passengers: readonly PassengerDraft[];
  choices: AddOnChoices;
  onChoose: (choice: AddOnChoice) => void;
  isDisabled: boolean;
  /** Checked kilograms each chosen flight's fare already includes, by offer id. */
  includedCheckedKg: Readonly<Record<string, number>>;
};

/** An option's text: extra baggage says "adds N kg (M kg in all)" when the fare already includes some. */
function useOptionText(includedCheckedKg: Props['includedCheckedKg']) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (offerId: string, option: TAncillaryOption) => {
    const price = formatVnd(option.price);
    const included = includedCheckedKg[offerId] ?? 0;
    const isKg = option.unit === undefined || option.unit.toLowerCase() === 'kg';
    if (option.category === 'BAGGAGE' && option.value && isKg && included > 0)
      return t('passengers.addOns.extraBaggage', { kg: option.value, total: included + option.value, price });
    return t('passengers.addOns.option', { name: option.name[language], price });
  };
}

export function AddOnsPanel({
  catalogue,
  isLoading,
  error,
  onRetry,
  passengers,
  choices,
  onChoose,
  isDisabled,
  includedCheckedKg,
}: Props) {
  const { t, i18n } = useTranslation();
  const optionText = useOptionText(includedCheckedKg);
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
                    onChoose({
                      offerId: route.offerId,
                      paxId: passenger.paxId,
                      groupCategory,
                      code: event.target.value === '' ? null : event.target.value,
                    })
                  }
                  slotProps={NATIVE_SELECT}
                  disabled={isDisabled}
                  fullWidth
                >
                  <option value="">{t('passengers.addOns.none')}</option>
                  {options.map((option) => (
                    <option key={option.code} value={option.code}>
                      {optionText(route.offerId, option)}
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
