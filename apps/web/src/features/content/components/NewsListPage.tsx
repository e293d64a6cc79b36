// /agent/news and /agent/news-by-tag: the news addressed to the agency (pinned first), searched and filtered by tag, paged;
// writers also see their own agency's items in every state with their read counts.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { isAllowed, ruleOf } from '@portal/domain';
import { NewsSearchForm, NewsTagChips } from '../../../components/content/NewsListFilters';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { TablePager } from '../../../components/TablePager';
import { useGetNewsTagsQuery, useListNewsQuery } from '../../../lib/content/content-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { useAddressParam } from '../../../lib/use-address-param';
import { selectSession } from '../../../stores/session-slice';
import { NewsCard } from './NewsCard';

const PAGE_SIZES = [10, 20, 50] as const;

export default function NewsListPage() {
  const { t } = useTranslation();
  const { permissions } = useSelector(selectSession);
  const isWriter = isAllowed(ruleOf('/agent/change-news'), permissions);
  const { params, change: changeParam } = useAddressParam();
  const tag = params.get('tag') ?? undefined;
  const view = params.get('view') === 'manage' && isWriter ? 'manage' : 'inbox';
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const q = params.get('q') ?? undefined;
  const { data, error, isFetching } = useListNewsQuery({ view, q, tag, limit: pageSize, offset: page * pageSize });
  const { data: tags } = useGetNewsTagsQuery();

  const change = (name: string, value: string | undefined) => {
    changeParam(name, value);
    setPage(0);
  };

  return (
    <Box>
      <PageTitle
        title={t('content.news.title')}
        subtitle={t('content.news.subtitle')}
        actions={
          isWriter ? (
            <Button variant="contained" component={RouterLink} to="/agent/change-news">
              {t('content.news.write')}
            </Button>
          ) : undefined
        }
      />
      {isWriter ? (
        <Tabs
          value={view}
          onChange={(_, value: string) => change('view', value === 'manage' ? value : undefined)}
          sx={{ mb: 2 }}
        >
          <Tab value="inbox" label={t('content.news.inbox')} />
          <Tab value="manage" label={t('content.news.manage')} />
        </Tabs>
      ) : null}
      <NewsSearchForm
        initial={params.get('q') ?? ''}
        label={t('content.news.search')}
        actionLabel={t('content.news.searchAction')}
        onSearch={(words) => change('q', words)}
      />
      <NewsTagChips
        tags={tags?.items}
        selected={tag}
        label={t('content.news.tags')}
        allLabel={t('content.news.allTags')}
        onSelect={(next) => change('tag', next)}
      />
      {isFetching ? <LinearProgress aria-label={t('content.loading')} sx={{ mb: 1 }} /> : null}
      <FormErrorAlert message={error ? (apiErrorMessage(error) ?? t('content.loadFailed')) : null} />
      {data && data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('content.news.empty')}
        </Typography>
      ) : null}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} showState={view === 'manage'} />
          </li>
        ))}
      </Stack>
      {data && data.total > 0 ? (
        <TablePager
          count={data.total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={setPage}
          onRowsPerPageChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      ) : null}
    </Box>
  );
}
