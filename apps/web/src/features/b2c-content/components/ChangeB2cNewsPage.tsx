// /b2c/change-news (?id= to change one): an article of the consumer site — title, address, summary, cover, rich-text
// body, tags, schedule and pin — with the network news' editor and fields (the server sanitises the body).
import { useEffect } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { B2C_SLUG_MAX } from '@portal/contracts';
import { ContentEditorPage } from '../../../components/content/ContentEditorPage';
import { ContentTextField } from '../../../components/content/ContentTextField';
import { NewsFields } from '../../../components/content/NewsFields';
import { useContentEditor } from '../../../components/content/use-content-editor';
import {
  newNewsFormValues,
  newsFormValuesOf,
  newsRequestOf,
  type NewsFormValues,
} from '../../../lib/content/news-form';
import { useDeleteB2cArticleMutation, useGetB2cArticleQuery, useSaveB2cArticleMutation } from '../api/b2c-news-api';
import { articleProblems } from './article-form';

type Values = NewsFormValues & { slug: string };

export default function ChangeB2cNewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const { data: item, isLoading } = useGetB2cArticleQuery(id ?? '', { skip: !id });
  const editor = useContentEditor<Values>(() => ({ ...newNewsFormValues(), slug: '' }), {
    saveFailed: t('b2cContent.saveFailed'),
  });
  const { values, set, setValues } = editor;
  const [save, saving] = useSaveB2cArticleMutation();
  const [remove, removing] = useDeleteB2cArticleMutation();
  useEffect(() => {
    if (item) setValues({ ...newsFormValuesOf(item), slug: item.slug });
  }, [item, setValues]);

  const submit = async () => {
    const found = articleProblems(values, t);
    editor.setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { ...newsRequestOf(values), slug: values.slug.trim() || null };
    editor.afterSave(await save({ id, body }), (saved) => void navigate(`/b2c/news/${saved.id}`));
  };

  const deleteArticle = async () => {
    if (!id || !window.confirm(t('b2cContent.news.confirmDelete'))) return;
    editor.afterDelete(await remove(id), () => void navigate('/b2c/news'));
  };

  if (id && isLoading) return <LinearProgress aria-label={t('b2cContent.loading')} />;
  const title = id ? t('b2cContent.news.editTitle') : t('b2cContent.news.writeTitle');
  return (
    <ContentEditorPage
      title={title}
      subtitle={t('b2cContent.news.writeSubtitle')}
      formLabel={title}
      message={editor.message}
      onSubmit={() => void submit()}
      labels={{ save: t('b2cContent.save'), delete: t('b2cContent.delete'), saving: t('b2cContent.saving') }}
      isSaving={saving.isLoading}
      onDelete={id ? () => void deleteArticle() : undefined}
      isDeleting={removing.isLoading}
    >
      <NewsFields
        texts="b2cContent.news"
        editorLoadingLabel={t('b2cContent.loading')}
        values={values}
        problems={editor.problems}
        update={editor.update}
        afterTitle={
          <ContentTextField
            name="slug"
            label={t('b2cContent.news.fields.slug')}
            value={values.slug}
            onChange={(slug) => set('slug', slug)}
            problem={editor.problems.slug}
            help={t('b2cContent.news.slugHelp')}
            max={B2C_SLUG_MAX}
          />
        }
      />
    </ContentEditorPage>
  );
}
