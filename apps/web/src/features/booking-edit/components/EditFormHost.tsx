// Hosts the form of one action from EDIT_FORMS, loaded when needed, with a placeholder while its code arrives.
import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EDIT_FORMS } from '../forms';
import type { EditFormProps } from '../forms/form-types';

export function EditFormHost(props: EditFormProps) {
  const { t } = useTranslation();
  const Form = EDIT_FORMS[props.action];
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={120} aria-label={t('bookingEdit.page.formLoading')} />}>
      <Form {...props} />
    </Suspense>
  );
}
