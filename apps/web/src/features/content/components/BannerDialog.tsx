// Adds or changes a banner: its image (uploaded at the placement's size), title, http(s) link, placement, audience, schedule, order.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BANNER_PLACEMENTS, type TBanner, type TBannerPlacement, type TContentAudience } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { useSaveBannerMutation } from '../../../lib/content/content-api';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { fromVietnamLocal, toVietnamLocal } from '../../../lib/content/content-form';
import { AudienceField } from './ContentFields';
import { ImageUploadField } from '../../../components/content/ImageUploadField';
import { ScheduleField } from '../../../components/content/ContentTextField';

export function BannerDialog({ banner, onClose }: { banner: TBanner | null; onClose(): void }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveBannerMutation();
  const [values, setValues] = useState({
    title: banner?.title ?? '',
    linkUrl: banner?.linkUrl ?? '',
    placement: banner?.placement ?? ('home_top' as TBannerPlacement),
    audience: banner?.audience ?? ('below' as TContentAudience),
    startsAt: toVietnamLocal(banner?.startsAt ?? null),
    endsAt: toVietnamLocal(banner?.endsAt ?? null),
    sortOrder: String(banner?.sortOrder ?? 0),
    image: banner?.image ?? null,
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('content.required');
    if (!values.image) found.image = t('content.banners.imageRequired');
    if (values.linkUrl.trim() && !/^https?:\/\/\S+$/i.test(values.linkUrl.trim()))
      found.linkUrl = t('content.banners.linkInvalid');
    const order = Number(values.sortOrder);
    if (!Number.isInteger(order) || order < 0 || order > 999) found.sortOrder = t('content.banners.orderInvalid');
    setProblems(found);
    if (Object.keys(found).length > 0 || !values.image) return;
    const result = await save({
      id: banner?.id,
      body: {
        title: values.title.trim(),
        linkUrl: values.linkUrl.trim() || null,
        placement: values.placement,
        audience: values.audience,
        startsAt: fromVietnamLocal(values.startsAt),
        endsAt: fromVietnamLocal(values.endsAt),
        sortOrder: order,
        image: values.image,
      },
    });
    if ('error' in result) {
      setProblems(apiFieldErrors(result.error));
      setMessage(apiErrorMessage(result.error) ?? t('content.saveFailed'));
      return;
    }
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{banner ? t('content.banners.editTitle') : t('content.banners.add')}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('content.banners.add')}>
        <DialogContent>
          <Stack spacing={2}>
            <FormErrorAlert message={message} />
            <TextField
              select
              label={t('content.banners.fields.placement')}
              name="placement"
              value={values.placement}
              onChange={(event) => {
                set('placement', event.target.value as TBannerPlacement);
                // The image is cut for one placement's size: another placement needs its own.
                set('image', null);
              }}
            >
              {BANNER_PLACEMENTS.map((placement) => (
                <MenuItem key={placement} value={placement}>
                  {t(`content.banners.placements.${placement}`)}
                </MenuItem>
              ))}
            </TextField>
            <ImageUploadField
              kind={values.placement === 'home_top' ? 'banner_home_top' : 'banner_results'}
              label={t('content.banners.fields.image')}
              value={values.image}
              onChange={(name) => set('image', name)}
              error={problems.image}
            />
            <TextField
              label={t('content.banners.fields.title')}
              name="title"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={Boolean(problems.title)}
              helperText={problems.title}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              required
            />
            <TextField
              label={t('content.banners.fields.link')}
              name="linkUrl"
              value={values.linkUrl}
              onChange={(event) => set('linkUrl', event.target.value)}
              error={Boolean(problems.linkUrl)}
              helperText={problems.linkUrl ?? t('content.banners.linkHelp')}
              slotProps={{ htmlInput: { maxLength: 500, inputMode: 'url' } }}
            />
            <AudienceField value={values.audience} onChange={(audience) => set('audience', audience)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ScheduleField
                name="startsAt"
                label={t('content.banners.fields.startsAt')}
                value={values.startsAt}
                onChange={(value) => set('startsAt', value)}
                problem={problems.startsAt}
                help={t('content.banners.startsHelp')}
              />
              <ScheduleField
                name="endsAt"
                label={t('content.banners.fields.endsAt')}
                value={values.endsAt}
                onChange={(value) => set('endsAt', value)}
                problem={problems.endsAt}
              />
              <TextField
                label={t('content.banners.fields.sortOrder')}
                name="sortOrder"
                value={values.sortOrder}
                onChange={(event) => set('sortOrder', event.target.value.replace(/\D/g, '').slice(0, 3))}
                helperText={problems.sortOrder}
                error={Boolean(problems.sortOrder)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ maxWidth: { sm: 140 } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('content.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving.isLoading}>
            {t('content.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
