// /system/group-permissions: the agency's permission groups, each code with its description, with add, edit and delete;
// an agency selector (?agencyId=) switches to the groups of a direct sub-agency the user manages.
import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/actions-column';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useGetPermissionCatalogQuery } from '../api/get-permission-catalog';
import { useGetPermissionGroupAgenciesQuery } from '../api/get-permission-group-agencies';
import { useGetPermissionGroupsQuery, type PermissionGroup } from '../api/get-permission-groups';
import { DeletePermissionGroupDialog } from './DeletePermissionGroupDialog';
import { editGroupPath, newGroupPath } from './paths';

export default function PermissionGroupsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const agencyId = params.get('agencyId');
  const agencies = useGetPermissionGroupAgenciesQuery();
  const agencyItems = agencies.data?.items ?? [];
  const shownAgency = agencyItems.find((agency) => (agencyId ? agency.id === agencyId : agency.isOwn));
  const groups = useGetPermissionGroupsQuery(agencyId ? { agencyId } : undefined);
  const catalog = useGetPermissionCatalogQuery();
  const [deleting, setDeleting] = useState<PermissionGroup | null>(null);

  const describe = useMemo(() => {
    const byCode = new Map((catalog.data?.items ?? []).map((entry) => [entry.code, entry[language]]));
    return (code: string) => byCode.get(code) ?? '';
  }, [catalog.data, language]);

  const columns = useMemo<DataTableColumn<PermissionGroup>[]>(
    () => [
      { id: 'name', header: t('permissionGroups.name'), value: (row) => row.name, minWidth: 140 },
      { id: 'description', header: t('permissionGroups.description'), value: (row) => row.description, minWidth: 180 },
      {
        id: 'codes',
        header: t('permissionGroups.codes'),
        value: (row) => row.codes.length,
        text: (row) => row.codes.map((code) => (describe(code) ? `${code} (${describe(code)})` : code)).join('; '),
        minWidth: 280,
        render: (row) => (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {row.codes.map((code) => (
              <li key={code}>
                <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {code}
                </Typography>
                {describe(code) ? (
                  <Typography variant="body2" component="span" color="text.secondary">
                    {` — ${describe(code)}`}
                  </Typography>
                ) : null}
              </li>
            ))}
          </Box>
        ),
      },
      { id: 'memberCount', header: t('permissionGroups.memberCount'), value: (row) => row.memberCount, align: 'right' },
      actionsColumn(t('permissionGroups.actions'), (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
          <Tooltip title={t('permissionGroups.edit')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={editGroupPath(row.id, agencyId)}
              aria-label={`${t('permissionGroups.edit')}: ${row.name}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={row.memberCount > 0 ? t('permissionGroups.deleteInUse') : t('permissionGroups.delete')}>
            <span>
              <IconButton
                size="small"
                color="error"
                disabled={row.memberCount > 0}
                onClick={() => setDeleting(row)}
                aria-label={`${t('permissionGroups.delete')}: ${row.name}`}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )),
    ],
    [t, describe, agencyId],
  );

  const error = groups.error ?? catalog.error;
  return (
    <>
      <PageTitle
        title={t('menu.permissionGroups')}
        subtitle={
          agencyId && shownAgency
            ? t('agencyAdmin.groupScope.subtitleChild', { code: shownAgency.code, name: shownAgency.name })
            : t('permissionGroups.subtitle')
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {agencyItems.length > 1 ? (
              <TextField
                select
                size="small"
                label={t('agencyAdmin.groupScope.agency')}
                value={agencyId ?? ''}
                onChange={(event) =>
                  setParams(event.target.value ? { agencyId: event.target.value } : {}, { replace: true })
                }
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 260 }}
              >
                {agencyItems.map((agency) => (
                  <option key={agency.id} value={agency.isOwn ? '' : agency.id}>
                    {t(agency.isOwn ? 'agencyAdmin.groupScope.own' : 'agencyAdmin.groupScope.child', {
                      code: agency.code,
                      name: agency.name,
                    })}
                    {agency.status === 'locked' ? ` (${t('agencyAdmin.groupScope.locked')})` : ''}
                  </option>
                ))}
              </TextField>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newGroupPath(agencyId)}>
              {t('permissionGroups.add')}
            </Button>
          </Stack>
        }
      />
      <DataTable
        label={t('menu.permissionGroups')}
        rows={groups.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={shownAgency && !shownAgency.isOwn ? `nhom-quyen-${shownAgency.code}` : 'nhom-quyen'}
        isLoading={groups.isFetching || catalog.isFetching}
        errorMessage={error ? (apiErrorMessage(error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
      <DeletePermissionGroupDialog group={deleting} agencyId={agencyId} onClose={() => setDeleting(null)} />
    </>
  );
}
