// One news item in a list: cover, title (a link to the item), summary, tags, pinned and read marks, and for writers its state and reads.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PushPin from '@mui/icons-material/PushPin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@portal/domain';
import type { TNewsItem } from '@portal/contracts';
import { AuthorisedImage } from '../../../components/content/AuthorisedImage';

export function NewsCard({ item, showState = false }: { item: TNewsItem; showState?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-news-id={item.id}>
      <CardActionArea
        component={RouterLink}
        to={`/agent/news/${item.id}`}
        sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', gap: 2, p: 2 }}
      >
        {item.coverImageUrl ? (
          <Box sx={{ width: { xs: 96, sm: 180 }, flexShrink: 0 }}>
            <AuthorisedImage url={item.coverImageUrl} alt="" width={1200} height={630} />
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: item.isRead ? 500 : 700 }}>
            {item.isPinned ? (
              <PushPin
                fontSize="small"
                color="primary"
                aria-label={t('content.news.pinned')}
                sx={{ mr: 0.5, verticalAlign: 'text-bottom' }}
              />
            ) : null}
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {item.summary}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>
              {item.agency.name}
              {item.publishAt ? ` · ${formatDateTime(new Date(item.publishAt))}` : ''}
            </Typography>
            {item.tags.map((tag) => (
              <Chip key={tag} size="small" label={`#${tag}`} variant="outlined" />
            ))}
            {item.isRead ? null : <Chip size="small" color="primary" label={t('content.news.unread')} />}
            {showState ? <Chip size="small" label={t(`content.news.state.${item.state}`)} /> : null}
            {item.readCount !== null ? (
              <Chip size="small" variant="outlined" label={t('content.news.readCount', { count: item.readCount })} />
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
