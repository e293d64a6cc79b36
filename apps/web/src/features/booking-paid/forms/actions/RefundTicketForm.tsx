// refund-ticket: which passengers on which flights (partial refunds; an infant goes with its adult) and why; the
// quote shows the fare-rule penalty line by line and whether the money returns to the deposit or as a credit shell.
// While a free void is still possible the page says so first and links to it (decision 038).
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { useServerNow } from '../../../../components/booking/use-server-now';
import { EditTextField } from '../../../booking-edit/forms/fields/EditTextField';
import { PassengerChecklist } from '../../../booking-edit/forms/fields/PassengerChecklist';
import { PaidFlightChecklist } from '../fields/PaidFlightChecklist';
import { PaidFormLayout } from '../fields/PaidFormLayout';
import type { PaidFormProps } from '../paid-form-types';
import { useClosedFlights } from '../use-closed-flights';
import { usePaidForm } from '../use-paid-form';
import { withInfants } from '../../model/refund-passengers';

type Values = { paxIds: string[]; flightKeys: string[]; reason: string };

export default function RefundTicketForm(props: PaidFormProps) {
  const { t } = useTranslation();
  const { closed } = useClosedFlights(props.booking.id);
  const serverNow = useServerNow(30_000);
  const { voidUntil } = props.booking;
  const canVoidFree =
    props.booking.allowedActions.includes('void') && Boolean(voidUntil) && Date.parse(voidUntil!) > serverNow;
  const form = usePaidForm<Values>(props, {
    initial: { paxIds: [], flightKeys: [], reason: '' },
    fields: ['paxIds', 'flightKeys', 'reason'],
    toBody: (values) => ({
      paxIds: withInfants(props.booking, values.paxIds),
      flightKeys: values.flightKeys,
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    }),
  });
  return (
    <PaidFormLayout form={form}>
      {canVoidFree ? (
        <Alert severity="warning" role="status">
          {t('bookingPaid.forms.voidFirst', { time: formatDateTime(new Date(voidUntil!)) })}{' '}
          <Link component={RouterLink} to={`/booking/booking-detail/${encodeURIComponent(props.booking.id)}`}>
            {t('bookingPaid.forms.voidInstead')}
          </Link>
        </Alert>
      ) : null}
      <Typography color="text.secondary">{t('bookingPaid.forms.refundIntro')}</Typography>
      <PassengerChecklist
        form={form}
        field="paxIds"
        booking={props.booking}
        label={t('bookingPaid.forms.refundPassengers')}
        infantsFollowAdult
      />
      <PaidFlightChecklist
        form={form}
        field="flightKeys"
        booking={props.booking}
        label={t('bookingPaid.forms.refundFlights')}
        closed={closed}
      />
      <EditTextField form={form} field="reason" label={t('bookingPaid.forms.refundReason')} maxLength={500} />
      <Alert severity="info">{t('bookingPaid.forms.creditShellNote')}</Alert>
    </PaidFormLayout>
  );
}
