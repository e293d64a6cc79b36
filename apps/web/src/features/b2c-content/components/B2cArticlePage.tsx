// /b2c/news/{id}: one article of the consumer site as its consumers will read it (the body the server sanitised).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '@portal/domain';
import { NewsArticleBody, NewsTagLinks } from '../../../components/content/NewsArticleParts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetB2cArticleQuery } from '../api/b2c-news-api';

export default function B2cArticlePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { data: item, error, isLoading } = useGetB2cArticleQuery(id, { skip: !id });

  if (isLoading) return <LinearProgress aria-label={t('b2cContent.loading')} />;
  if (error || !item) return <FormErrorAlert message={apiErrorMessage(error) ?? t('b2cContent.news.notFound')} />;
  const when = item.publishAt ? formatDateTime(new Date(item.publishAt)) : t('b2cContent.news.states.draft');

  return (
    <Box component="article" sx={{ maxWidth: 900 }}>
      <PageTitle
        title={item.title}
        subtitle={`${t(`b2cContent.news.states.${item.state}`)} · ${when} · /${item.slug}`}
        actions={
          <Button variant="outlined" component={RouterLink} to={`/b2c/change-news?id=${item.id}`}>
            {t('b2cContent.edit')}
          </Button>
        }
      />
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {item.isPinned ? <Chip size="small" color="primary" label={t('b2cContent.news.fields.isPinned')} /> : null}
        <NewsTagLinks tags={item.tags} byTagPath="/b2c/news-by-tag" />
      </Stack>
      <NewsArticleBody item={item} back={{ to: '/b2c/news', label: t('b2cContent.news.back') }} />
    </Box>
  );
}
