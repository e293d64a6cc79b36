// /agent/change-account-info: the user's own profile (editable), their agency and permissions, from GET /api/auth/me.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isPermissionCode, PERMISSION_DESCRIPTIONS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useGetMeQuery } from '../../../lib/auth/get-me';
import { FoundingDateForm } from './FoundingDateForm';
import { ProfileForm } from './ProfileForm';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField label={label} value={value} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} />
    </Grid>
  );
}

export default function AccountInfoPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const me = useGetMeQuery();
  const session = me.data;
  const member = session?.memberInfo;
  const agency = session?.agentInfo;

  return (
    <>
      <PageTitle title={t('menu.accountInfo')} subtitle={t('accountInfo.subtitle')} />
      {me.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {me.error ? <Alert severity="error">{apiErrorMessage(me.error) ?? t('errors.loadFailed')}</Alert> : null}
      {session && member && agency ? (
        <Stack spacing={2}>
          <Section id="account-info-member" title={t('accountInfo.memberTitle')}>
            <ProfileForm key={`${member.id}:${member.email}`} session={session} />
          </Section>
          <Section id="account-info-agency" title={t('accountInfo.agencyTitle')}>
            <Grid container spacing={2}>
              <ReadOnlyField label={t('agency.code')} value={agency.code} />
              <ReadOnlyField label={t('agency.name')} value={agency.name} />
              <ReadOnlyField label={t('agency.level')} value={t(`agencyLevel.${agency.level}`)} />
              <ReadOnlyField label={t('agency.address')} value={agency.address} />
              <ReadOnlyField label={t('agency.phone')} value={agency.phone} />
              <ReadOnlyField label={t('agency.email')} value={agency.email} />
            </Grid>
          </Section>
          {me.data && (me.data.permissions.includes('ADMIN_F1') || me.data.permissions.includes('ADMIN_F2')) ? (
            <Section id="account-info-founding" title={t('content.anniversary.settingTitle')}>
              <FoundingDateForm />
            </Section>
          ) : null}
          <Section id="account-info-permissions" title={t('accountInfo.permissionsTitle')}>
            {me.data && me.data.permissions.length > 0 ? (
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                {me.data.permissions.map((code) => (
                  <Chip
                    key={code}
                    label={isPermissionCode(code) ? `${code} — ${PERMISSION_DESCRIPTIONS[code][language]}` : code}
                    variant="outlined"
                    size="small"
                  />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('accountInfo.noPermissions')}</Typography>
            )}
          </Section>
        </Stack>
      ) : null}
    </>
  );
}
