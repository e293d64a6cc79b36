// /b2c/change-news (?id= to change one): an article of the consumer site — title, address, summary, cover, rich-text
// body, tags, schedule and pin — with the network news' editor and fields (the server sanitises the body).
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { B2C_SLUG_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { fromVietnamLocal, tagsOf, toVietnamLocal } from '../../content/components/content-form';
import { ScheduleField } from '../../content/components/ContentFields';
import { ImageUploadField } from '../../../components/content/ImageUploadField';
import { useDeleteB2cArticleMutation, useGetB2cArticleQuery, useSaveB2cArticleMutation } from '../api/b2c-news-api';
import { articleProblems } from './article-form';

const NewsEditor = lazy(() => import('../../../components/content/NewsEditor'));

type Values = {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  tags: string;
  publishAt: string;
  unpublishAt: string;
  isPinned: boolean;
};

const EMPTY: Values = {
  title: '',
  slug: '',
  summary: '',
  bodyHtml: '',
  coverImage: null,
  tags: '',
  publishAt: '',
  unpublishAt: '',
  isPinned: false,
};

export default function ChangeB2cNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: item, isLoading } = useGetB2cArticleQuery(id ?? '', { skip: !id });
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    publishAt: toVietnamLocal(new Date().toISOString()),
  }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, saving] = useSaveB2cArticleMutation();
  const [remove, removing] = useDeleteB2cArticleMutation();
  useEffect(() => {
    if (!item) return;
    setValues({
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      bodyHtml: item.bodyHtml ?? '',
      coverImage: item.coverImage,
      tags: item.tags.join(', '),
      publishAt: toVietnamLocal(item.publishAt),
      unpublishAt: toVietnamLocal(item.unpublishAt),
      isPinned: item.isPinned,
    });
  }, [item]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const publishAt = fromVietnamLocal(values.publishAt);
    const unpublishAt = fromVietnamLocal(values.unpublishAt);
    const found = articleProblems({ ...values, publishAt, unpublishAt }, t);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: values.title.trim(),
      slug: values.slug.trim() || null,
      summary: values.summary.trim(),
      bodyHtml: values.bodyHtml,
      coverImage: values.coverImage,
      tags: tagsOf(values.tags),
      publishAt,
      unpublishAt,
      isPinned: values.isPinned,
    };
    const result = await save({ id, body });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('b2cContent.saveFailed'));
      return;
    }
    void navigate(`/b2c/news/${result.data.id}`);
  };

  const deleteArticle = async () => {
    if (!id || !window.confirm(t('b2cContent.news.confirmDelete'))) return;
    const result = await remove(id);
    if ('error' in result) setMessage(apiErrorMessage(result.error) ?? t('b2cContent.saveFailed'));
    else void navigate('/b2c/news');
  };

  if (id && isLoading) return <LinearProgress aria-label={t('b2cContent.loading')} />;
  const text = (key: 'title' | 'slug' | 'summary' | 'tags', options: { max?: number; help?: string } = {}) => (
    <TextField
      label={t(`b2cContent.news.fields.${key}`)}
      name={key}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(problems[key])}
      helperText={problems[key] ?? options.help}
      slotProps={{ htmlInput: options.max ? { maxLength: options.max } : {} }}
      required={key === 'title'}
      multiline={key === 'summary'}
      minRows={key === 'summary' ? 2 : undefined}
      fullWidth
    />
  );
  return (
    <>
      <PageTitle
        title={id ? t('b2cContent.news.editTitle') : t('b2cContent.news.writeTitle')}
        subtitle={t('b2cContent.news.writeSubtitle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-label={id ? t('b2cContent.news.editTitle') : t('b2cContent.news.writeTitle')}
        >
          <FormErrorAlert message={message} />
          {text('title', { max: NEWS_TITLE_MAX })}
          {text('slug', { max: B2C_SLUG_MAX, help: t('b2cContent.news.slugHelp') })}
          {text('summary', { max: NEWS_SUMMARY_MAX })}
          <ImageUploadField
            kind="cover"
            label={t('b2cContent.news.fields.cover')}
            value={values.coverImage}
            onChange={(name) => set('coverImage', name)}
            error={problems.coverImage}
          />
          <Suspense fallback={<LinearProgress aria-label={t('b2cContent.loading')} />}>
            <NewsEditor
              label={t('b2cContent.news.fields.body')}
              value={values.bodyHtml}
              onChange={(html) => set('bodyHtml', html)}
            />
          </Suspense>
          {text('tags', { help: t('b2cContent.news.tagsHelp') })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ScheduleField
              name="publishAt"
              label={t('b2cContent.news.fields.publishAt')}
              value={values.publishAt}
              onChange={(value) => set('publishAt', value)}
              problem={problems.publishAt}
              help={t('b2cContent.news.publishHelp')}
            />
            <ScheduleField
              name="unpublishAt"
              label={t('b2cContent.news.fields.unpublishAt')}
              value={values.unpublishAt}
              onChange={(value) => set('unpublishAt', value)}
              problem={problems.unpublishAt}
            />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={values.isPinned} onChange={(event) => set('isPinned', event.target.checked)} />}
            label={t('b2cContent.news.fields.isPinned')}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving.isLoading}>
              {t('b2cContent.save')}
            </Button>
            {id ? (
              <Button color="error" onClick={() => void deleteArticle()} disabled={removing.isLoading}>
                {t('b2cContent.delete')}
              </Button>
            ) : null}
          </Stack>
          {saving.isLoading ? <LinearProgress aria-label={t('b2cContent.saving')} /> : null}
        </Stack>
      </Paper>
    </>
  );
}
