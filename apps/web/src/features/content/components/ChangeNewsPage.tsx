// /agent/change-news (?id= to change one): title, summary, cover, rich-text body, tags, audience, schedule, pin.
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
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX, type TContentAudience } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useDeleteNewsMutation, useGetNewsItemQuery, useSaveNewsMutation } from '../../../lib/content/content-api';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { fromVietnamLocal, tagsOf, toVietnamLocal } from './content-form';
import { AudienceField, ScheduleField } from './ContentFields';
import { ImageUploadField } from '../../../components/content/ImageUploadField';

const NewsEditor = lazy(() => import('../../../components/content/NewsEditor'));

type Values = {
  title: string;
  summary: string;
  bodyHtml: string;
  coverImage: string | null;
  tags: string;
  audience: TContentAudience;
  publishAt: string;
  unpublishAt: string;
  isPinned: boolean;
};

const nowLocal = () => toVietnamLocal(new Date().toISOString());
const EMPTY: Values = {
  title: '',
  summary: '',
  bodyHtml: '',
  coverImage: null,
  tags: '',
  audience: 'below',
  publishAt: '',
  unpublishAt: '',
  isPinned: false,
};

export default function ChangeNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: item, isLoading } = useGetNewsItemQuery(id ?? '', { skip: !id });
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, publishAt: nowLocal() }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [save, saving] = useSaveNewsMutation();
  const [remove, removing] = useDeleteNewsMutation();
  useEffect(() => {
    if (!item) return;
    setValues({
      title: item.title,
      summary: item.summary,
      bodyHtml: item.bodyHtml ?? '',
      coverImage: item.coverImage,
      tags: item.tags.join(', '),
      audience: item.audience,
      publishAt: toVietnamLocal(item.publishAt),
      unpublishAt: toVietnamLocal(item.unpublishAt),
      isPinned: item.isPinned,
    });
  }, [item]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('content.required');
    const tags = tagsOf(values.tags);
    if (tags.some((tag) => tag.length > 30 || !/^[\p{L}\p{M}\p{N} -]+$/u.test(tag)))
      found.tags = t('content.news.tagsInvalid');
    const publishAt = fromVietnamLocal(values.publishAt);
    const unpublishAt = fromVietnamLocal(values.unpublishAt);
    if (publishAt && unpublishAt && unpublishAt <= publishAt) found.unpublishAt = t('content.news.endBeforeStart');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      title: values.title.trim(),
      summary: values.summary.trim(),
      bodyHtml: values.bodyHtml,
      coverImage: values.coverImage,
      tags,
      audience: values.audience,
      publishAt,
      unpublishAt,
      isPinned: values.isPinned,
    };
    const result = await save({ id, body });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('content.saveFailed'));
      return;
    }
    void navigate(`/agent/news/${result.data.id}`);
  };

  const deleteItem = async () => {
    if (!id || !window.confirm(t('content.news.confirmDelete'))) return;
    const result = await remove(id);
    if ('error' in result) setMessage(apiErrorMessage(result.error) ?? t('content.saveFailed'));
    else void navigate('/agent/news?view=manage');
  };

  if (id && isLoading) return <LinearProgress aria-label={t('content.loading')} />;
  return (
    <>
      <PageTitle
        title={id ? t('content.news.editTitle') : t('content.news.writeTitle')}
        subtitle={t('content.news.writeSubtitle')}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => void submit(event)}
          aria-label={t('content.news.writeTitle')}
        >
          <FormErrorAlert message={message} />
          <TextField
            label={t('content.news.fields.title')}
            name="title"
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(problems.title)}
            helperText={problems.title}
            slotProps={{ htmlInput: { maxLength: NEWS_TITLE_MAX } }}
            required
            fullWidth
          />
          <TextField
            label={t('content.news.fields.summary')}
            name="summary"
            value={values.summary}
            onChange={(event) => set('summary', event.target.value)}
            error={Boolean(problems.summary)}
            helperText={problems.summary}
            slotProps={{ htmlInput: { maxLength: NEWS_SUMMARY_MAX } }}
            multiline
            minRows={2}
            fullWidth
          />
          <ImageUploadField
            kind="cover"
            label={t('content.news.fields.cover')}
            value={values.coverImage}
            onChange={(name) => set('coverImage', name)}
            error={problems.coverImage}
          />
          <Suspense fallback={<LinearProgress aria-label={t('content.editor.loading')} />}>
            <NewsEditor
              label={t('content.news.fields.body')}
              value={values.bodyHtml}
              onChange={(html) => set('bodyHtml', html)}
            />
          </Suspense>
          <TextField
            label={t('content.news.fields.tags')}
            name="tags"
            value={values.tags}
            onChange={(event) => set('tags', event.target.value)}
            error={Boolean(problems.tags)}
            helperText={problems.tags ?? t('content.news.tagsHelp')}
            fullWidth
          />
          <AudienceField value={values.audience} onChange={(audience) => set('audience', audience)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ScheduleField
              name="publishAt"
              label={t('content.news.fields.publishAt')}
              value={values.publishAt}
              onChange={(value) => set('publishAt', value)}
              problem={problems.publishAt}
              help={t('content.news.publishHelp')}
            />
            <ScheduleField
              name="unpublishAt"
              label={t('content.news.fields.unpublishAt')}
              value={values.unpublishAt}
              onChange={(value) => set('unpublishAt', value)}
              problem={problems.unpublishAt}
            />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={values.isPinned} onChange={(event) => set('isPinned', event.target.checked)} />}
            label={t('content.news.fields.isPinned')}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving.isLoading}>
              {t('content.save')}
            </Button>
            {id ? (
              <Button color="error" onClick={() => void deleteItem()} disabled={removing.isLoading}>
                {t('content.delete')}
              </Button>
            ) : null}
          </Stack>
          {saving.isLoading ? <LinearProgress aria-label={t('content.saving')} /> : null}
        </Stack>
      </Paper>
    </>
  );
}
