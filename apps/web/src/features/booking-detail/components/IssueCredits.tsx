// The credit shells a held booking's issue may apply (decision 067): one checkbox each (number, airline, passenger,
// amount, expiry dd/MM/yyyy), and what the chosen ones pay, counted as the server counts it: in list order, each at
// most what is left of it and of its passenger's fare and VAT.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail, TUsableCredit } from '@portal/contracts';
import { formatDate, formatVnd } from '@portal/domain';

/** What the chosen credits pay of the booking's issue. */
export function creditPaid(booking: TBookingDetail, credits: readonly TUsableCredit[], chosen: ReadonlySet<string>) {
  const fareLeft = new Map(
    booking.passengers.map((passenger) => {
      const price = booking.fareData.byPaxType.find((item) => item.type === passenger.type);
      return [passenger.paxId, price ? price.baseFare + price.vat : 0];
    }),
  );
  let paid = 0;
  for (const credit of credits) {
    if (!chosen.has(credit.number)) continue;
    const amount = Math.min(credit.remaining, fareLeft.get(credit.paxId) ?? 0);
    fareLeft.set(credit.paxId, (fareLeft.get(credit.paxId) ?? 0) - amount);
    paid += amount;
  }
  return paid;
}

export function IssueCredits(props: {
  credits: readonly TUsableCredit[];
  chosen: ReadonlySet<string>;
  onToggle: (number: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { credits, chosen, onToggle, disabled } = props;
  if (credits.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" id="issue-credits-title" sx={{ mt: 2 }}>
        {t('bookingDetail.issue.credits')}
      </Typography>
      <FormGroup aria-labelledby="issue-credits-title">
        {credits.map((credit) => (
          <FormControlLabel
            key={credit.number}
            control={
              <Checkbox
                checked={chosen.has(credit.number)}
                onChange={() => onToggle(credit.number)}
                disabled={disabled}
              />
            }
            label={t('bookingDetail.issue.credit', {
              number: credit.number,
              airline: credit.airline,
              name: credit.passengerName,
              amount: formatVnd(credit.amount),
              date: formatDate(new Date(credit.expiresAt)),
            })}
          />
        ))}
      </FormGroup>
    </>
  );
}
