// Hosts the form of one paid action from PAID_FORMS, loaded when needed, locked while its quote is shown.
import { Suspense, type LazyExoticComponent } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { PAID_FORMS } from '../forms';
import type { PaidFormComponent, PaidFormProps } from '../forms/paid-form-types';

/** `form`: another form than the action's own (upgrade-luggage's on a ticketed booking, decision 057). */
export function PaidFormHost({ form, ...props }: PaidFormProps & { form?: LazyExoticComponent<PaidFormComponent> }) {
  const { t } = useTranslation();
  const Form = form ?? PAID_FORMS[props.action];
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={120} aria-label={t('bookingEdit.page.formLoading')} />}>
      {/* inert: the quoted choices cannot change under the quote; "Change choices" drops the quote first. */}
      <Box inert={props.locked} sx={props.locked ? { opacity: 0.6 } : undefined}>
        <Form {...props} />
      </Box>
    </Suspense>
  );
}
