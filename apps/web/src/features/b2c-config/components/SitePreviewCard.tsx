// A live preview of the site's header as consumers will see it: its colours, logo, name and hotline.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { contentImageUrl } from '@portal/contracts';
import { AuthorisedImage } from '../../../components/content/AuthorisedImage';

const safeColour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);

export function SitePreviewCard(props: {
  name: string;
  hotline: string;
  primaryColor: string;
  secondaryColor: string;
  logoImage: string | null;
}) {
  const { t } = useTranslation();
  const primary = safeColour(props.primaryColor, '#0b5cad');
  const secondary = safeColour(props.secondaryColor, '#f59e0b');
  return (
    <Paper variant="outlined" aria-label={t('b2cConfig.preview.label')} sx={{ overflow: 'hidden', maxWidth: 420 }}>
      <Box sx={{ bgcolor: primary, color: '#fff', p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        {props.logoImage ? (
          <AuthorisedImage
            url={contentImageUrl(props.logoImage)}
            alt={t('b2cConfig.identity.logo')}
            width={48}
            height={48}
            sx={{ borderRadius: 1, bgcolor: '#fff' }}
          />
        ) : (
          <Box sx={{ width: 48, height: 48, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.25)' }} />
        )}
        <Box>
          <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
            {props.name || t('b2cConfig.preview.noName')}
          </Typography>
          {props.hotline ? <Typography variant="body2">☎ {props.hotline}</Typography> : null}
        </Box>
      </Box>
      <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('b2cConfig.preview.sample')}
        </Typography>
        <Box
          component="span"
          sx={{ bgcolor: secondary, color: '#fff', px: 2, py: 0.75, borderRadius: 1, fontWeight: 600 }}
        >
          {t('b2cConfig.preview.button')}
        </Box>
      </Box>
    </Paper>
  );
}
