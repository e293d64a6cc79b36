// The fields of a network news item and of a B2C article, in the editors' order: title, (the article's address),
// summary, cover, rich-text body, tags, (the network's audience), the schedule and the pin; labels from the page's texts.
import { lazy, Suspense, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@portal/contracts';
import type { NewsFormValues } from '../../lib/content/news-form';
import { ContentTextField, ScheduleField } from './ContentTextField';
import { ImageUploadField } from './ImageUploadField';

const NewsEditor = lazy(() => import('./NewsEditor'));

export function NewsFields(props: {
  /** Where the page's texts are: `fields.*`, `tagsHelp` and `publishHelp` below it. */
  texts: 'content.news' | 'b2cContent.news';
  editorLoadingLabel: string;
  values: NewsFormValues;
  problems: Record<string, string>;
  update: (patch: Partial<NewsFormValues>) => void;
  afterTitle?: ReactNode;
  afterTags?: ReactNode;
}) {
  const { t } = useTranslation();
  const { texts, values, problems, update } = props;
  const label = (field: string) => t(`${texts}.fields.${field}`);
  const text = (name: 'title' | 'summary' | 'tags') => ({
    name,
    label: label(name),
    value: values[name],
    onChange: (value: string) => update({ [name]: value }),
    problem: problems[name],
  });
  return (
    <>
      <ContentTextField {...text('title')} max={NEWS_TITLE_MAX} isRequired />
      {props.afterTitle}
      <ContentTextField {...text('summary')} max={NEWS_SUMMARY_MAX} isMultiline />
      <ImageUploadField
        kind="cover"
        label={label('cover')}
        value={values.coverImage}
        onChange={(name) => update({ coverImage: name })}
        error={problems.coverImage}
      />
      <Suspense fallback={<LinearProgress aria-label={props.editorLoadingLabel} />}>
        <NewsEditor label={label('body')} value={values.bodyHtml} onChange={(html) => update({ bodyHtml: html })} />
      </Suspense>
      <ContentTextField {...text('tags')} help={t(`${texts}.tagsHelp`)} />
      {props.afterTags}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ScheduleField
          name="publishAt"
          label={label('publishAt')}
          value={values.publishAt}
          onChange={(value) => update({ publishAt: value })}
          problem={problems.publishAt}
          help={t(`${texts}.publishHelp`)}
        />
        <ScheduleField
          name="unpublishAt"
          label={label('unpublishAt')}
          value={values.unpublishAt}
          onChange={(value) => update({ unpublishAt: value })}
          problem={problems.unpublishAt}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={values.isPinned} onChange={(event) => update({ isPinned: event.target.checked })} />
        }
        label={label('isPinned')}
      />
    </>
  );
}
