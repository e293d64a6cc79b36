// The new home layout (SHOW_NEW_HOME): banners, a greeting, the flight search, the day at a glance, pinned news, then the open functions.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FlightSearchForm } from '../../../components/flight-search/FlightSearchForm';
import { BannerCarousel } from '../../../components/content/BannerCarousel';
import type { HomeData } from './home-data';
import { HomeGlance } from './HomeGlance';
import { PinnedNews } from './PinnedNews';
import { SECTION_ICONS } from './section-icons';

export function NewHome({ member, agency, functions }: HomeData) {
  const { t } = useTranslation();
  return (
    <Box data-home-variant="new">
      <BannerCarousel placement="home_top" />
      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, sm: 4 },
          pb: { xs: 6, sm: 8 },
          color: 'primary.contrastText',
          background: 'linear-gradient(120deg, #0b5cad 0%, #1976d2 60%, #42a5f5 100%)',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {t('home.greeting', { name: member.fullName })}
        </Typography>
        <Typography variant="body1" sx={{ mt: 1, opacity: 0.95 }}>
          {t('home.agencyLine', { name: agency.name, code: agency.code, level: t(`agencyLevel.${agency.level}`) })}
        </Typography>
        <Chip label={t(`role.${member.role}`)} sx={{ mt: 2, bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }} />
      </Paper>

      <Paper
        component="section"
        aria-labelledby="home-search-title"
        elevation={3}
        sx={{ position: 'relative', mx: { xs: 0, sm: 3 }, mt: { xs: -4, sm: -5 }, mb: 3, p: { xs: 2, sm: 3 } }}
      >
        <Typography id="home-search-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('flightSearch.title')}
        </Typography>
        <FlightSearchForm />
      </Paper>

      <HomeGlance />
      <PinnedNews />
      <Box component="section" aria-labelledby="home-functions-title">
        <Typography id="home-functions-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('home.functionsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('home.functionsNote')}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {functions.map(({ section, openCount, totalCount, path }) => {
            const Icon = SECTION_ICONS[section];
            return (
              <Grid key={section} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={path} sx={{ height: '100%' }}>
                    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                      {Icon ? <Icon color="primary" sx={{ fontSize: 36 }} aria-hidden /> : null}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                          {t(`sections.${section}.title`)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`sections.${section}.description`)}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {t('home.screensOpen', { open: openCount, total: totalCount })}
                        </Typography>
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      </Box>
    </Box>
  );
}
