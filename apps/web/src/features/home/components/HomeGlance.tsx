// The new home's glance: the deposit, the holds expiring today (nearest first) and today's ticketed sales, each linking on.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { formatVnd, isAllowed, ruleOf, vietnamToday } from '@portal/domain';
import { selectSession } from '../../../stores/session-slice';
import { useGetDepositBalanceQuery } from '../../../lib/deposit/deposit-balance-api';
import { useGetHomeHoldsQuery, useGetHomeSalesQuery } from '../api/home-api';

const vietnamDayOf = (instant: string) => vietnamToday(new Date(instant));

function GlanceCard({
  title,
  value,
  children,
  to,
}: {
  title: string;
  value: string | null;
  children?: React.ReactNode;
  to?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {to ? (
            <Link component={RouterLink} to={to} underline="hover">
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5 }}>
          {value ?? <Skeleton width={120} />}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function HomeGlance() {
  const { t } = useTranslation();
  const { permissions, agentInfo } = useSelector(selectSession);
  const today = vietnamToday(new Date());
  const canSeeBookings = isAllowed(ruleOf('/booking/search'), permissions);
  // The platform operator's agency holds no deposit: nothing is asked (as in the header).
  const deposit = useGetDepositBalanceQuery(undefined, { skip: agentInfo?.level === 'platform' });
  const balance = typeof deposit.data?.available === 'number' ? deposit.data : undefined;
  const holds = useGetHomeHoldsQuery(undefined, { skip: !canSeeBookings });
  const sales = useGetHomeSalesQuery(today, { skip: !canSeeBookings });
  const expiringToday = (holds.data?.items ?? []).filter(
    (booking) => booking.timeLimit && vietnamDayOf(booking.timeLimit) === today,
  );
  const soldItems = sales.data?.items ?? [];
  const soldToday = soldItems.reduce((sum, booking) => sum + booking.totalAmount, 0);

  return (
    <Grid container spacing={2} component="section" aria-label={t('content.home.glance')} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 4 }}>
        <GlanceCard
          title={t('content.home.deposit')}
          value={balance ? formatVnd(balance.available) : deposit.isFetching ? null : '—'}
        >
          {balance ? (
            <Typography variant="caption" color="text.secondary">
              {t('content.home.depositDetail', {
                balance: formatVnd(balance.balance),
                reserved: formatVnd(balance.reserved),
              })}
            </Typography>
          ) : null}
        </GlanceCard>
      </Grid>
      {canSeeBookings ? (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <GlanceCard
              title={t('content.home.holdsToday')}
              value={holds.data ? String(expiringToday.length) : holds.isError ? '—' : null}
              to="/booking/search?status=HOLD&sort=timeLimit&order=asc"
            >
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {expiringToday.slice(0, 4).map((booking) => (
                  <li key={booking.id}>
                    <Link component={RouterLink} to={`/booking/${booking.id}`} variant="body2">
                      {booking.pnr ?? booking.orderId} · {booking.route} ·{' '}
                      {t('content.home.until', {
                        time: new Date(booking.timeLimit!).toLocaleTimeString('vi-VN', {
                          hour: '2-digit',
                          minute: '2-digit',
                          timeZone: 'Asia/Ho_Chi_Minh',
                        }),
                      })}
                    </Link>
                  </li>
                ))}
              </Box>
            </GlanceCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <GlanceCard
              title={t('content.home.salesToday')}
              value={sales.data ? formatVnd(soldToday) : sales.isError ? '—' : null}
            >
              {sales.data ? (
                <Typography variant="caption" color="text.secondary">
                  {t('content.home.ticketsToday', { count: soldItems.length })}
                </Typography>
              ) : null}
            </GlanceCard>
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
