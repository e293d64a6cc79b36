// The classic home layout (no SHOW_NEW_HOME): the flight search first, then the user's card and their open functions.
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FlightSearchForm } from '../../../components/flight-search/FlightSearchForm';
import { BannerCarousel } from '../../../components/content/BannerCarousel';
import type { HomeData } from './home-data';
import { SECTION_ICONS } from './section-icons';

export function ClassicHome({ member, agency, functions }: HomeData) {
  const { t } = useTranslation();
  const facts = [
    [t('profile.username'), member.username],
    [t('profile.role'), t(`role.${member.role}`)],
    [t('agency.code'), agency.code],
    [t('agency.name'), agency.name],
    [t('agency.level'), t(`agencyLevel.${agency.level}`)],
  ] as const;

  return (
    <Box data-home-variant="classic">
      <BannerCarousel placement="home_top" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {t('home.greeting', { name: member.fullName })}
      </Typography>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="home-search-title"
        sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      >
        <Typography id="home-search-title" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
          {t('flightSearch.title')}
        </Typography>
        <FlightSearchForm />
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="section" aria-labelledby="home-profile-title" sx={{ p: 2 }}>
            <Typography id="home-profile-title" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('home.profileTitle')}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" component="section" aria-labelledby="home-functions-title" sx={{ p: 2 }}>
            <Typography id="home-functions-title" variant="h6" component="h2">
              {t('home.functionsTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('home.functionsNote')}
            </Typography>
            <List>
              {functions.map(({ section, openCount, totalCount, path }) => {
                const Icon = SECTION_ICONS[section];
                return (
                  <ListItem key={section} disablePadding>
                    <ListItemButton component={RouterLink} to={path}>
                      <ListItemIcon>{Icon ? <Icon color="primary" aria-hidden /> : null}</ListItemIcon>
                      <ListItemText
                        primary={t(`sections.${section}.title`)}
                        secondary={`${t(`sections.${section}.description`)} · ${t('home.screensOpen', { open: openCount, total: totalCount })}`}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
