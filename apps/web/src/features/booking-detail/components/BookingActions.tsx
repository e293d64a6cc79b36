// The buttons of what may be done next: exactly the actions the API allows for this state, moment and user
// (allowedActions: issue, cancel, void behind their confirmation; refund a link to the refund-ticket page, shown only
// when the paid changes are open to this user too); print is always there.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BlockIcon from '@mui/icons-material/Block';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link as RouterLink } from 'react-router';
import ReplayIcon from '@mui/icons-material/Replay';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingAction, TBookingDetail } from '@portal/contracts';
import { canMakePaidChanges } from '../../../lib/booking/paid-access';
import { selectPermissions } from '../../../stores/session-slice';
import { CancelBookingDialog } from './CancelBookingDialog';
import { IssueBookingDialog } from './IssueBookingDialog';
import { VoidBookingDialog } from './VoidBookingDialog';

type ActionButton = { icon: ReactNode; variant: 'contained' | 'outlined'; color: 'primary' | 'error' | 'warning' };

/** In the order they are offered; an action the API does not list for this booking has no button. */
const ACTION_BUTTONS: Record<TBookingAction, ActionButton> = {
  issue: { icon: <ConfirmationNumberIcon />, variant: 'contained', color: 'primary' },
  cancel: { icon: <CancelIcon />, variant: 'outlined', color: 'error' },
  void: { icon: <BlockIcon />, variant: 'outlined', color: 'error' },
  refund: { icon: <ReplayIcon />, variant: 'outlined', color: 'warning' },
};
const ACTION_ORDER: readonly TBookingAction[] = ['issue', 'cancel', 'void', 'refund'];
/** The actions confirmed in a dialog here; a refund is the refund-ticket page's full flow (per passenger, per flight). */
type DialogAction = Exclude<TBookingAction, 'refund'>;
/** The statuses an edit may start from (decision 040): the edit menu opens from here on the agency's own bookings. */
const EDITABLE_STATUSES: readonly string[] = ['HOLD', 'EXPORT'];

export function BookingActions({ booking, onPrint }: { booking: TBookingDetail; onPrint: () => void }) {
  const { t } = useTranslation();
  const permissions = useSelector(selectPermissions);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const close = () => setOpen(null);
  // The server's rule (allowedActions) and the paid page's (canMakePaidChanges) both: a refund link never leads to a
  // page that would refuse the user.
  const isShown = (action: TBookingAction) =>
    booking.allowedActions.includes(action) && (action !== 'refund' || canMakePaidChanges(booking, permissions));
  const actions = ACTION_ORDER.filter(isShown);
  return (
    <Box
      data-print="hide"
      role="group"
      aria-label={t('bookingDetail.actions.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {actions.map((action) => {
        const button = ACTION_BUTTONS[action];
        if (action === 'refund')
          return (
            <Button
              key={action}
              variant={button.variant}
              color={button.color}
              startIcon={button.icon}
              component={RouterLink}
              to={`/booking/edit/refund-ticket/${encodeURIComponent(booking.id)}`}
            >
              {t(`bookingDetail.actions.${action}`)}
            </Button>
          );
        return (
          <Button
            key={action}
            variant={button.variant}
            color={button.color}
            startIcon={button.icon}
            onClick={() => setOpen(action)}
          >
            {t(`bookingDetail.actions.${action}`)}
          </Button>
        );
      })}
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={onPrint}>
        {t('bookingDetail.actions.print')}
      </Button>
      {booking.isOwnAgency && booking.pnr && EDITABLE_STATUSES.includes(booking.status) ? (
        <Button
          variant="outlined"
          startIcon={<EditNoteIcon />}
          component={RouterLink}
          to={`/booking/edit?id=${encodeURIComponent(booking.id)}`}
        >
          {t('bookingEdit.detailButton')}
        </Button>
      ) : null}
      {booking.status === 'EXPORT' ? (
        <Button
          variant="outlined"
          startIcon={<ReceiptLongIcon />}
          component={RouterLink}
          to={`/booking/print-ticket?id=${encodeURIComponent(booking.id)}`}
        >
          {t('bookingDetail.actions.ticketFace')}
        </Button>
      ) : null}
      {open === 'issue' ? <IssueBookingDialog booking={booking} onClose={close} /> : null}
      {open === 'cancel' ? <CancelBookingDialog booking={booking} onClose={close} /> : null}
      {open === 'void' ? <VoidBookingDialog booking={booking} onClose={close} /> : null}
    </Box>
  );
}
