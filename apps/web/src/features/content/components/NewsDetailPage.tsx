// /agent/news/{id}: one item as its audience reads it (the body the server sanitised); opening it marks it read.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime, isAllowed, ruleOf } from '@portal/domain';
import { AuthorisedImage } from '../../../components/content/AuthorisedImage';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useGetNewsItemQuery, useMarkNewsReadMutation } from '../../../lib/content/content-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { permissions } = useSelector(selectSession);
  const { data, error, isLoading } = useGetNewsItemQuery(id, { skip: !id });
  const [markRead, read] = useMarkNewsReadMutation();
  useEffect(() => {
    if (id) void markRead(id);
  }, [id, markRead]);
  const item = read.data?.id === id ? { ...data!, ...read.data, bodyHtml: data?.bodyHtml } : data;

  if (isLoading) return <LinearProgress aria-label={t('content.loading')} />;
  if (error || !item) return <FormErrorAlert message={apiErrorMessage(error) ?? t('content.news.notFound')} />;
  const canEdit = item.isOwn && isAllowed(ruleOf('/agent/change-news'), permissions);

  return (
    <Box component="article" sx={{ maxWidth: 900 }}>
      <PageTitle
        title={item.title}
        subtitle={`${item.agency.name}${item.publishAt ? ` · ${formatDateTime(new Date(item.publishAt))}` : ''}`}
        actions={
          canEdit ? (
            <Button variant="outlined" component={RouterLink} to={`/agent/change-news?id=${item.id}`}>
              {t('content.news.edit')}
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 2 }}>
        {item.tags.map((tag) => (
          <Chip
            key={tag}
            size="small"
            label={`#${tag}`}
            component={RouterLink}
            to={`/agent/news-by-tag?tag=${encodeURIComponent(tag)}`}
            clickable
          />
        ))}
        {item.readCount !== null ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="news-read-count"
            label={t('content.news.readCount', { count: item.readCount })}
          />
        ) : null}
      </Box>
      {item.coverImageUrl ? (
        <Box sx={{ mb: 2 }}>
          <AuthorisedImage url={item.coverImageUrl} alt="" width={1200} height={630} />
        </Box>
      ) : null}
      {item.summary ? (
        <Typography variant="subtitle1" sx={{ fontWeight: 500, mb: 2 }}>
          {item.summary}
        </Typography>
      ) : null}
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, sm: 3 },
          '& a': { color: 'primary.main' },
          '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0 },
        }}
        // The body is sanitised by the server on every write (decision 107) and contains only the editor's formatting.
        dangerouslySetInnerHTML={{ __html: item.bodyHtml ?? '' }}
      />
      <Button component={RouterLink} to="/agent/news" sx={{ mt: 2 }}>
        {t('content.news.back')}
      </Button>
    </Box>
  );
}
