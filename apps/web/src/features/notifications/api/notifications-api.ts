// /api/notifications: the bell's list and unread count, marking read (the live stream is live/live-notifications).
import type { TListNotificationsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<TListNotificationsResponse, { limit: number }>({
      query: (args) => ({ url: '/api/notifications', params: { ...args } }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<{ unread: number }, string>({
      query: (id) => ({ url: `/api/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<{ marked: number; unread: number }, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useListNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } =
  notificationsApi;
