// The pinned news addressed to the agency (at most three) on the new home, with a link to all news.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListNewsQuery } from '../../../lib/content/content-api';

export function PinnedNews() {
  const { t } = useTranslation();
  const { data } = useListNewsQuery({ view: 'inbox', isPinned: 'true', limit: 3, offset: 0 });
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="home-news-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="home-news-title" variant="h6" component="h2">
          {t('content.home.pinnedNews')}
        </Typography>
        <Link component={RouterLink} to="/agent/news">
          {t('content.home.allNews')}
        </Link>
      </Box>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
            <Link component={RouterLink} to={`/agent/news/${item.id}`} sx={{ fontWeight: item.isRead ? 500 : 700 }}>
              {item.title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {item.summary}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
