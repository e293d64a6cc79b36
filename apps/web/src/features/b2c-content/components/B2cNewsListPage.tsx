// /b2c/news and /b2c/news-by-tag: the consumer site's articles in every state, filtered by words, tag and state; the
// table sorts, filters, pages and exports the latest 100 (an agency's site holds far fewer).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { B2C_NEWS_PAGE_MAX, type TB2cArticle } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { NewsSearchForm, NewsTagChips } from '../../../components/content/NewsListFilters';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useAddressParam } from '../../../lib/use-address-param';
import { useGetB2cNewsTagsQuery, useListB2cNewsQuery } from '../api/b2c-news-api';

const STATES = ['live', 'scheduled', 'draft', 'expired'] as const;
type State = (typeof STATES)[number];
const STATE_COLOURS = { live: 'success', scheduled: 'info', draft: 'default', expired: 'warning' } as const;

export default function B2cNewsListPage() {
  const { t } = useTranslation();
  const { params, change } = useAddressParam();
  const tag = params.get('tag') ?? undefined;
  const q = params.get('q') ?? undefined;
  const stateParam = params.get('state');
  const state = STATES.includes(stateParam as State) ? (stateParam as State) : undefined;
  const { data, error, isFetching } = useListB2cNewsQuery({ q, tag, state, limit: B2C_NEWS_PAGE_MAX, offset: 0 });
  const { data: tags } = useGetB2cNewsTagsQuery();

  const columns: DataTableColumn<TB2cArticle>[] = [
    {
      id: 'title',
      header: t('b2cContent.news.fields.title'),
      value: (row) => row.title,
      render: (row) => (
        <Link component={RouterLink} to={`/b2c/news/${row.id}`}>
          {row.title}
        </Link>
      ),
      isSortable: true,
      minWidth: 240,
    },
    {
      id: 'state',
      header: t('b2cContent.news.fields.state'),
      value: (row) => row.state,
      text: (row) => t(`b2cContent.news.states.${row.state}`),
      render: (row) => (
        <Chip size="small" color={STATE_COLOURS[row.state]} label={t(`b2cContent.news.states.${row.state}`)} />
      ),
      isSortable: true,
    },
    {
      id: 'publishAt',
      header: t('b2cContent.news.fields.publishAt'),
      value: (row) => row.publishAt,
      text: (row) => (row.publishAt ? formatDateTime(new Date(row.publishAt)) : ''),
      isSortable: true,
    },
    {
      id: 'tags',
      header: t('b2cContent.news.fields.tags'),
      value: (row) => row.tags.join(', '),
      text: (row) => row.tags.map((entry) => `#${entry}`).join(' '),
    },
    {
      id: 'isPinned',
      header: t('b2cContent.news.fields.isPinned'),
      value: (row) => (row.isPinned ? 1 : 0),
      text: (row) => (row.isPinned ? t('b2cContent.yes') : ''),
      isSortable: true,
      align: 'center',
    },
    {
      id: 'slug',
      header: t('b2cContent.news.fields.slug'),
      value: (row) => row.slug,
    },
    {
      id: 'actions',
      header: '',
      value: () => null,
      text: () => '',
      render: (row) => (
        <Button size="small" component={RouterLink} to={`/b2c/change-news?id=${row.id}`}>
          {t('b2cContent.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageTitle
        title={tag ? t('b2cContent.news.byTagTitle', { tag }) : t('b2cContent.news.title')}
        subtitle={t('b2cContent.news.subtitle')}
        actions={
          <Button variant="contained" component={RouterLink} to="/b2c/change-news">
            {t('b2cContent.news.write')}
          </Button>
        }
      />
      <NewsSearchForm
        initial={q ?? ''}
        label={t('b2cContent.news.search')}
        actionLabel={t('b2cContent.news.searchAction')}
        onSearch={(words) => change('q', words)}
      >
        <FilterSelect
          label={t('b2cContent.news.fields.state')}
          value={state ?? ''}
          onChange={(event) => change('state', event.target.value || undefined)}
          allLabel={t('b2cContent.all')}
          options={STATES.map((entry) => ({ value: entry, label: t(`b2cContent.news.states.${entry}`) }))}
          sx={{ minWidth: 180 }}
        />
      </NewsSearchForm>
      <NewsTagChips
        tags={tags?.items}
        selected={tag}
        label={t('b2cContent.news.fields.tags')}
        allLabel={t('b2cContent.all')}
        onSelect={(next) => change('tag', next)}
      />
      {data && data.total > data.items.length ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('b2cContent.news.latestOnly', { shown: data.items.length, total: data.total })}
        </Alert>
      ) : null}
      <DataTable
        label={t('b2cContent.news.title')}
        rows={data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="bai-viet-b2c.csv"
        isLoading={isFetching}
        errorMessage={error ? (apiErrorMessage(error) ?? t('b2cContent.loadFailed')) : undefined}
      />
    </Box>
  );
}
