// /system/signIn-config: the agency's sign-ins to booking systems, with an enabled switch, edit and delete; never their credentials.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSignIn } from '@portal/contracts';
import { BOOKING_SYSTEMS } from '@portal/contracts/suppliers/booking-systems';
import { formatDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/actions-column';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useGetSignInsQuery, useUpdateSignInMutation } from '../api/sign-ins-api';
import { DeleteSignInDialog } from './DeleteSignInDialog';
import { CHANGE_SIGN_IN_PATH } from './paths';
import { BookingSystemChip } from '../../../components/booking/BookingSystemChip';

/** Switches the sign-in on or off, keeping everything else (credentials included) as it is. */
function EnabledSwitch({ signIn }: { signIn: TSignIn }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [updateSignIn, { isLoading }] = useUpdateSignInMutation();
  const toggle = async (isEnabled: boolean) => {
    const result = await updateSignIn({
      id: signIn.id,
      body: { system: signIn.system, accountId: signIn.accountId, isEnabled },
    });
    if ('error' in result)
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('errors.unexpected') }));
  };
  return (
    <Switch
      checked={signIn.isEnabled}
      disabled={isLoading}
      onChange={(event) => void toggle(event.target.checked)}
      slotProps={{
        input: { 'aria-label': t('signIns.toggle', { system: signIn.system, accountId: signIn.accountId }) },
      }}
    />
  );
}

export default function SignInsPage() {
  const { t } = useTranslation();
  const signIns = useGetSignInsQuery();
  const [deleting, setDeleting] = useState<TSignIn | null>(null);

  const columns = useMemo<DataTableColumn<TSignIn>[]>(
    () => [
      {
        id: 'system',
        header: t('signIns.columns.system'),
        value: (row) => BOOKING_SYSTEMS.indexOf(row.system),
        text: (row) => row.system,
        render: (row) => <BookingSystemChip system={row.system} />,
      },
      { id: 'accountId', header: t('signIns.columns.accountId'), value: (row) => row.accountId, minWidth: 160 },
      {
        id: 'isEnabled',
        header: t('signIns.columns.enabled'),
        value: (row) => (row.isEnabled ? 1 : 0),
        text: (row) => t(row.isEnabled ? 'signIns.enabled' : 'signIns.disabled'),
        render: (row) => <EnabledSwitch signIn={row} />,
      },
      {
        id: 'credentials',
        header: t('signIns.columns.credentials'),
        value: (row) => (row.hasCredentials ? row.credentialsUpdatedAt : ''),
        text: (row) =>
          row.hasCredentials
            ? t('signIns.credentialsSet', { at: formatDateTime(new Date(row.credentialsUpdatedAt)) })
            : t('signIns.credentialsNotSet'),
        render: (row) => (
          <Chip
            size="small"
            color={row.hasCredentials ? 'success' : 'warning'}
            variant="outlined"
            label={
              row.hasCredentials
                ? t('signIns.credentialsSet', { at: formatDateTime(new Date(row.credentialsUpdatedAt)) })
                : t('signIns.credentialsNotSet')
            }
          />
        ),
        minWidth: 200,
      },
      {
        id: 'updatedAt',
        header: t('signIns.columns.updatedAt'),
        value: (row) => row.updatedAt,
        text: (row) =>
          `${formatDateTime(new Date(row.updatedAt))}${row.updatedBy ? ` · ${row.updatedBy.fullName}` : ''}`,
        minWidth: 160,
      },
      actionsColumn(t('signIns.columns.actions'), (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
          <Tooltip title={t('signIns.edit')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`${CHANGE_SIGN_IN_PATH}?id=${encodeURIComponent(row.id)}`}
              aria-label={`${t('signIns.edit')}: ${row.system} ${row.accountId}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('signIns.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => setDeleting(row)}
              aria-label={`${t('signIns.delete')}: ${row.system} ${row.accountId}`}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )),
    ],
    [t],
  );

  const enabledSystems = signIns.data?.enabledSystems ?? [];
  return (
    <>
      <PageTitle
        title={t('menu.signIns')}
        subtitle={t('signIns.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={CHANGE_SIGN_IN_PATH}>
            {t('signIns.add')}
          </Button>
        }
      />
      {signIns.data ? (
        <Alert severity={enabledSystems.length > 0 ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {enabledSystems.length > 0
            ? t('signIns.searchAsks', { systems: enabledSystems.join(', '), count: enabledSystems.length })
            : t('signIns.searchAsksNone')}
        </Alert>
      ) : null}
      <DataTable
        label={t('menu.signIns')}
        rows={signIns.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="dang-nhap-he-thong-dat-cho"
        isLoading={signIns.isFetching}
        errorMessage={signIns.error ? (apiErrorMessage(signIns.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'system', direction: 'asc' }}
      />
      <DeleteSignInDialog signIn={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
