// /agent/change-subAgent, /agent/change-child and /platform/change-agency: a new agency, or with ?id= one of the
// caller's own to edit.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorCode, apiErrorMessage } from '../../../lib/http/types';
import { useGetSubAgencyFormOptionsQuery, useGetSubAgencyQuery } from '../api/sub-agencies-api';
import { LEVEL_SCREENS, type ManagedLevel } from './levels';
import { SubAgencyForm } from './SubAgencyForm';

const NOT_FOUND = 40;

export function ChangeAgencyScreen({ level }: { level: ManagedLevel }) {
  const { t } = useTranslation();
  const screens = LEVEL_SCREENS[level];
  const [params] = useSearchParams();
  const editingId = params.get('id');
  const options = useGetSubAgencyFormOptionsQuery(screens.scope);
  const existing = useGetSubAgencyQuery({ scope: screens.scope, id: editingId ?? '' }, { skip: !editingId });
  const agency = editingId ? existing.data?.agency : undefined;

  const body = () => {
    if (options.isLoading || existing.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
    if (editingId && (apiErrorCode(existing.error) === NOT_FOUND || apiErrorCode(existing.error) === 1))
      return <Alert severity="warning">{t('subAgencies.notFound')}</Alert>;
    const error = options.error ?? existing.error;
    if (error || !options.data || (editingId && !agency))
      return <Alert severity="error">{apiErrorMessage(error) ?? t('errors.loadFailed')}</Alert>;
    return <SubAgencyForm key={agency?.id ?? 'new'} level={level} options={options.data} agency={agency} />;
  };

  return (
    <>
      <PageTitle
        title={t(`${screens.textKey}.${editingId ? 'editTitle' : 'createTitle'}`)}
        subtitle={
          agency
            ? `${agency.code} – ${agency.name}`
            : options.data
              ? t(`${screens.textKey}.under`, { code: options.data.parent.code, name: options.data.parent.name })
              : undefined
        }
        actions={
          <Stack direction="row" spacing={1}>
            {agency && screens.groupsPath ? (
              <Button component={RouterLink} to={screens.groupsPath(agency.id)}>
                {t('agencyAdmin.subAgencyLinks.groups')}
              </Button>
            ) : null}
            {agency && screens.staffPath ? (
              <Button component={RouterLink} to={screens.staffPath(agency.id)}>
                {t('agencyAdmin.subAgencyLinks.staff')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={screens.listPath}>
              {t('subAgencies.backToList')}
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        {body()}
      </Paper>
    </>
  );
}
