// /agent/news and /agent/news-by-tag: the news addressed to the agency (pinned first), searched and filtered by tag, paged;
// writers also see their own agency's items in every state with their read counts.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isAllowed, ruleOf } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { TablePager } from '../../../components/TablePager';
import { useGetNewsTagsQuery, useListNewsQuery } from '../../../lib/content/content-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { NewsCard } from './NewsCard';

const PAGE_SIZES = [10, 20, 50] as const;

export default function NewsListPage() {
  const { t } = useTranslation();
  const { permissions } = useSelector(selectSession);
  const isWriter = isAllowed(ruleOf('/agent/change-news'), permissions);
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const view = params.get('view') === 'manage' && isWriter ? 'manage' : 'inbox';
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const q = params.get('q') ?? undefined;
  const { data, error, isFetching } = useListNewsQuery({ view, q, tag, limit: pageSize, offset: page * pageSize });
  const { data: tags } = useGetNewsTagsQuery();

  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
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
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          change('q', typed.trim() || undefined);
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <TextField
          size="small"
          label={t('content.news.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="outlined">
          {t('content.news.searchAction')}
        </Button>
      </Box>
      {tags && tags.items.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
          aria-label={t('content.news.tags')}
        >
          <Chip
            label={t('content.news.allTags')}
            color={tag ? 'default' : 'primary'}
            onClick={() => change('tag', undefined)}
          />
          {tags.items.map((entry) => (
            <Chip
              key={entry.tag}
              label={`#${entry.tag} (${entry.count})`}
              color={entry.tag === tag ? 'primary' : 'default'}
              onClick={() => change('tag', entry.tag)}
            />
          ))}
        </Stack>
      ) : null}
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
