// /banner: the agency's banners (image, link, placement, audience, schedule, order) in a table, added and changed in a dialog.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import type { TBanner } from '@portal/contracts';
import { AuthorisedImage } from '../../../components/content/AuthorisedImage';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useDeleteBannerMutation, useListOwnBannersQuery } from '../../../lib/content/content-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { BannerDialog } from './BannerDialog';

export default function BannersPage() {
  const { t } = useTranslation();
  const { data, error, isFetching } = useListOwnBannersQuery();
  const [remove] = useDeleteBannerMutation();
  const [editing, setEditing] = useState<TBanner | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const deleteBanner = async (banner: TBanner) => {
    if (!window.confirm(t('content.banners.confirmDelete', { title: banner.title }))) return;
    const result = await remove(banner.id);
    setMessage('error' in result ? (apiErrorMessage(result.error) ?? t('content.saveFailed')) : null);
  };

  return (
    <Box>
      <PageTitle
        title={t('content.banners.title')}
        subtitle={t('content.banners.subtitle')}
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('content.banners.add')}
          </Button>
        }
      />
      {isFetching ? <LinearProgress aria-label={t('content.loading')} /> : null}
      <FormErrorAlert message={message ?? (error ? (apiErrorMessage(error) ?? t('content.loadFailed')) : null)} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('content.banners.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('content.banners.fields.image')}</TableCell>
              <TableCell>{t('content.banners.fields.title')}</TableCell>
              <TableCell>{t('content.banners.fields.placement')}</TableCell>
              <TableCell>{t('content.audience.label')}</TableCell>
              <TableCell>{t('content.banners.fields.schedule')}</TableCell>
              <TableCell align="right">{t('content.banners.fields.sortOrder')}</TableCell>
              <TableCell>{t('content.banners.fields.state')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {t('content.banners.empty')}
                </TableCell>
              </TableRow>
            ) : null}
            {data?.items.map((banner) => (
              <TableRow key={banner.id}>
                <TableCell sx={{ width: 200 }}>
                  <AuthorisedImage
                    url={banner.imageUrl}
                    alt={banner.title}
                    width={banner.width}
                    height={banner.height}
                  />
                </TableCell>
                <TableCell>{banner.title}</TableCell>
                <TableCell>{t(`content.banners.placements.${banner.placement}`)}</TableCell>
                <TableCell>{t(`content.audience.${banner.audience}`)}</TableCell>
                <TableCell>
                  {formatDateTime(new Date(banner.startsAt))}
                  {banner.endsAt ? ` – ${formatDateTime(new Date(banner.endsAt))}` : ''}
                </TableCell>
                <TableCell align="right">{banner.sortOrder}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`content.news.state.${banner.state}`)}
                    color={banner.state === 'live' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={t('content.edit')} onClick={() => setEditing(banner)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={t('content.delete')} onClick={() => void deleteBanner(banner)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
