// The actions GET /api/bookings/{id}/edits offers, grouped by money, each a link to its page with its one-line description.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { TBookingDetail, TBookingEditMenu } from '@portal/contracts';
import { asLanguage } from '../../../lib/i18n/languages';
import { selectPermissions } from '../../../stores/session-slice';
import { canMakePaidChanges } from '../../../lib/booking/paid-access';
import { editActionPath, menuGroupsOf } from '../model/menu-groups';

/** Why a booking offers nothing: read-only from above, or its status allows no change. */
function emptyReason(t: TFunction, booking: TBookingDetail): string {
  if (!booking.isOwnAgency) return t('bookingEdit.menu.emptyReadOnly');
  return t('bookingEdit.menu.emptyStatus', { status: t(`bookingStatus.names.${booking.status}`) || booking.status });
}

export function EditMenuList({ booking, menu }: { booking: TBookingDetail; menu: TBookingEditMenu }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage) ?? 'vi';
  const groups = menuGroupsOf(menu.actions);
  // Paid changes open on a ticketed booking for whoever may issue tickets (EXPORT_TICKET); greyed otherwise.
  const permissions = useSelector(selectPermissions);
  const canPay = canMakePaidChanges(booking, permissions);
  if (groups.length === 0)
    return (
      <Alert severity="info" role="status">
        {emptyReason(t, booking)}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {groups.map(({ group, actions }) => (
        <Paper key={group} component="section" variant="outlined" aria-label={t(`bookingEdit.menu.groups.${group}`)}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
            {t(`bookingEdit.menu.groups.${group}`)}
          </Typography>
          <List dense>
            {actions.map((entry) =>
              entry.isPaid && !canPay ? (
                <ListItem key={entry.action} aria-disabled="true" sx={{ color: 'text.disabled' }}>
                  <ListItemText primary={entry.description[language]} secondary={t('bookingEdit.menu.paidNeeds')} />
                </ListItem>
              ) : (
                <ListItemButton key={entry.action} component={RouterLink} to={editActionPath(entry.action, booking.id)}>
                  <ListItemText primary={entry.description[language]} secondary={entry.action} />
                </ListItemButton>
              ),
            )}
          </List>
        </Paper>
      ))}
    </Box>
  );
}
