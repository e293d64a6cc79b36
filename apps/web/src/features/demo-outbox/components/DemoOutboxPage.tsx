// /system/demo-outbox (demo mode): the mails the portal queued instead of sending them, newest first, filtered by
// recipient or subject, paged on the server, each opened in a dialog.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import type { TDemoOutboxEmail } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { PageTitle } from '../../../components/PageTitle';
import { ROWS_PER_PAGE_OPTIONS } from '../../../components/DataTable';
import { EmptyTableRow, TablePager } from '../../../components/TablePager';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListDemoOutboxQuery } from '../api/demo-outbox-api';
import { OutboxMailDialog } from './OutboxMailDialog';

/** Typing pauses this long before the filter is sent. */
export const FILTER_DELAY_MS = 300;

function useDelayed(value: string, delayMs: number): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}

export default function DemoOutboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const q = useDelayed(filter.trim(), FILTER_DELAY_MS);
  // The page belongs to the filter it was chosen under: a new filter starts again at the first page.
  const [paging, setPaging] = useState({ q, page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const setPage = (next: number) => setPaging({ q, page: next });
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  const [opened, setOpened] = useState<TDemoOutboxEmail | null>(null);
  const list = useListDemoOutboxQuery(
    { q: q || undefined, limit: rowsPerPage, offset: page * rowsPerPage },
    { refetchOnMountOrArgChange: true },
  );

  const items = list.data?.items ?? [];
  const isNotDemo = list.error !== undefined && 'status' in list.error && list.error.status === 404;
  const errorText = list.error && !isNotDemo ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined;

  return (
    <>
      <PageTitle
        title={t('menu.demoOutbox')}
        subtitle={t('demoOutbox.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void list.refetch()}
            disabled={list.isFetching}
          >
            {t('demoOutbox.refresh')}
          </Button>
        }
      />
      {isNotDemo ? (
        <Alert severity="info">{t('demoOutbox.notDemo')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
          <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
            <TextField
              type="search"
              size="small"
              fullWidth
              label={t('demoOutbox.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </Box>
          {list.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
          {errorText ? (
            <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
              {errorText}
            </Alert>
          ) : null}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('demoOutbox.table')}>
              <TableHead>
                <TableRow>
                  {(['time', 'to', 'subject', 'kind', 'actions'] as const).map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {t(`demoOutbox.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((mail) => (
                  <TableRow key={mail.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(mail.createdAt))}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{mail.to}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>{mail.subject}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`demoOutbox.kinds.${mail.kind}`)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        onClick={() => setOpened(mail)}
                        aria-label={t('demoOutbox.openMail', { subject: mail.subject })}
                      >
                        {t('demoOutbox.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {list.data && items.length === 0 ? (
                  <EmptyTableRow colSpan={5}>{q ? t('demoOutbox.noMatch') : t('demoOutbox.empty')}</EmptyTableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePager
            count={list.data?.total ?? 0}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
            onPageChange={setPage}
            onRowsPerPageChange={(next) => {
              setRowsPerPage(next);
              setPage(0);
            }}
          />
        </Paper>
      )}
      {opened ? <OutboxMailDialog mail={opened} onClose={() => setOpened(null)} /> : null}
    </>
  );
}
