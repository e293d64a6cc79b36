// /agent/change-news (?id= to change one): title, summary, cover, rich-text body, tags, audience, schedule, pin.
import { useEffect } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TContentAudience } from '@portal/contracts';
import { ContentEditorPage } from '../../../components/content/ContentEditorPage';
import { NewsFields } from '../../../components/content/NewsFields';
import { useContentEditor } from '../../../components/content/use-content-editor';
import { useDeleteNewsMutation, useGetNewsItemQuery, useSaveNewsMutation } from '../../../lib/content/content-api';
import {
  newNewsFormValues,
  newsFormProblems,
  newsFormValuesOf,
  newsRequestOf,
  type NewsFormValues,
} from '../../../lib/content/news-form';
import { AudienceField } from './ContentFields';

type Values = NewsFormValues & { audience: TContentAudience };

export default function ChangeNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: item, isLoading } = useGetNewsItemQuery(id ?? '', { skip: !id });
  const editor = useContentEditor<Values>(() => ({ ...newNewsFormValues(), audience: 'below' }), {
    saveFailed: t('content.saveFailed'),
  });
  const { values, set, setValues } = editor;
  const [save, saving] = useSaveNewsMutation();
  const [remove, removing] = useDeleteNewsMutation();
  useEffect(() => {
    if (item) setValues({ ...newsFormValuesOf(item), audience: item.audience });
  }, [item, setValues]);

  const submit = async () => {
    const found = newsFormProblems(values, {
      required: t('content.required'),
      tagsInvalid: t('content.news.tagsInvalid'),
      endBeforeStart: t('content.news.endBeforeStart'),
    });
    editor.setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...newsRequestOf(values), audience: values.audience };
    editor.afterSave(await save({ id, body }), (saved) => void navigate(`/agent/news/${saved.id}`));
  };

  const deleteItem = async () => {
    if (!id || !window.confirm(t('content.news.confirmDelete'))) return;
    editor.afterDelete(await remove(id), () => void navigate('/agent/news?view=manage'));
  };

  if (id && isLoading) return <LinearProgress aria-label={t('content.loading')} />;
  return (
    <ContentEditorPage
      title={id ? t('content.news.editTitle') : t('content.news.writeTitle')}
      subtitle={t('content.news.writeSubtitle')}
      formLabel={t('content.news.writeTitle')}
      message={editor.message}
      onSubmit={() => void submit()}
      labels={{ save: t('content.save'), delete: t('content.delete'), saving: t('content.saving') }}
      isSaving={saving.isLoading}
      onDelete={id ? () => void deleteItem() : undefined}
      isDeleting={removing.isLoading}
    >
      <NewsFields
        texts="content.news"
        editorLoadingLabel={t('content.editor.loading')}
        values={values}
        problems={editor.problems}
        update={editor.update}
        afterTags={<AudienceField value={values.audience} onChange={(audience) => set('audience', audience)} />}
      />
    </ContentEditorPage>
  );
}
