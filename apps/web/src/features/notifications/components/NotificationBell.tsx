// The header's bell: the unread count live from the stream, a toast on each arrival (after the one on screen), and the
// notification panel.
import { useEffect, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { getHttpClient } from '../../../lib/http/client-holder';
import { api } from '../../../lib/http/api';
import { queueToast } from '../../../stores/toast-slice';
import { startLiveNotifications } from '../live/live-notifications';
import { notificationText } from '../live/notification-text';
import { NotificationPanel } from './NotificationPanel';

export function NotificationBell() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [unread, setUnread] = useState(0);
  const [isOpen, setIsOpen] = useState(false);

  useEffect(
    () =>
      startLiveNotifications(getHttpClient(), {
        onReady: setUnread,
        onNotification: (notification) => {
          setUnread((count) => count + 1);
          dispatch(api.util.invalidateTags(['Notification']));
          dispatch(queueToast({ type: 'info', description: notificationText(t, notification) }));
        },
      }),
    [dispatch, t],
  );

  return (
    <>
      <IconButton
        color="inherit"
        onClick={() => setIsOpen(true)}
        aria-label={t('notifications.bell', { count: unread })}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {isOpen ? <NotificationPanel onClose={() => setIsOpen(false)} onUnreadChange={setUnread} /> : null}
    </>
  );
}
