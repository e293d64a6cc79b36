// The notification swipe panel (SPEC §3): newest first, unread in bold, mark one (by opening it) or all read.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotification } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import {
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-api';
import { notificationText } from '../live/notification-text';

const PANEL_SIZE = 50;

export function NotificationPanel(props: { onClose(): void; onUnreadChange(unread: number): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListNotificationsQuery({ limit: PANEL_SIZE }, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  const { onUnreadChange } = props;
  useEffect(() => {
    if (list.data) onUnreadChange(list.data.unread);
  }, [list.data, onUnreadChange]);

  const open = async (notification: TNotification) => {
    if (!notification.readAt) {
      const answer = await markRead(notification.id);
      if ('data' in answer && answer.data) onUnreadChange(answer.data.unread);
    }
    if (notification.link) {
      props.onClose();
      void navigate(notification.link);
    }
  };

  return (
    <Drawer
      anchor="right"
      open
      onClose={props.onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-label': t('notifications.title'), sx: { width: { xs: '100%', sm: 400 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          disabled={!list.data?.unread || markingAll.isLoading}
          onClick={async () => {
            await markAll();
            onUnreadChange(0);
          }}
        >
          {t('notifications.markAllRead')}
        </Button>
        <Button size="small" onClick={props.onClose}>
          {t('common.close')}
        </Button>
      </Box>
      {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {list.isError ? (
        <Typography role="alert" color="error" sx={{ px: 2 }}>
          {t('errors.loadFailed')}
        </Typography>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <Typography sx={{ px: 2, color: 'text.secondary' }}>{t('notifications.empty')}</Typography>
      ) : null}
      <List aria-label={t('notifications.title')}>
        {list.data?.items.map((notification) => (
          <ListItemButton key={notification.id} onClick={() => void open(notification)} divider>
            <ListItemText
              primary={notificationText(t, notification)}
              secondary={formatDateTime(new Date(notification.createdAt))}
              slotProps={{ primary: { sx: { fontWeight: notification.readAt ? 400 : 700 } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
