// /system/group-permissions: the agency's permission groups, each code with its description in the current language.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useGetPermissionCatalogQuery } from '../api/get-permission-catalog';
import { useGetPermissionGroupsQuery, type PermissionGroup } from '../api/get-permission-groups';

export default function PermissionGroupsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const groups = useGetPermissionGroupsQuery();
  const catalog = useGetPermissionCatalogQuery();

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
    ],
    [t, describe],
  );

  const error = groups.error ?? catalog.error;
  return (
    <>
      <PageTitle title={t('menu.permissionGroups')} subtitle={t('permissionGroups.subtitle')} />
      <DataTable
        label={t('menu.permissionGroups')}
        rows={groups.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="nhom-quyen"
        isLoading={groups.isFetching || catalog.isFetching}
        errorMessage={error ? (apiErrorMessage(error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
    </>
  );
}
