// /agent/news/{id}: one item as its audience reads it (the body the server sanitised); opening it marks it read.
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime, isAllowed, ruleOf } from '@portal/domain';
import { NewsArticleBody, NewsTagLinks } from '../../../components/content/NewsArticleParts';
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
        <NewsTagLinks tags={item.tags} byTagPath="/agent/news-by-tag" />
        {item.readCount !== null ? (
          <Chip
            size="small"
            variant="outlined"
            data-testid="news-read-count"
            label={t('content.news.readCount', { count: item.readCount })}
          />
        ) : null}
      </Box>
      <NewsArticleBody item={item} back={{ to: '/agent/news', label: t('content.news.back') }} />
    </Box>
  );
}
