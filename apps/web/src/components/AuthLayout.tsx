// The centred card of the pages outside the shell (login, password pages, 403, clock help).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type AuthLayoutProps = { title: string; children: ReactNode; topRight?: ReactNode; maxWidth?: number };

export function AuthLayout({ title, children, topRight, maxWidth = 440 }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        bgcolor: 'background.default',
        px: { xs: 1, sm: 2 },
        py: { xs: 2, sm: 4 },
      }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth, p: { xs: 2, sm: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
            {t('app.name')}
          </Typography>
          {topRight}
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
