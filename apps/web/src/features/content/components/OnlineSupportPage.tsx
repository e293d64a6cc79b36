// /agent/online-support and /agent/change-online-support (ADMIN_F1): the support contacts the agency's network sees.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import type { TSupportContact } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { useDeleteSupportContactMutation, useListOwnSupportContactsQuery } from '../../../lib/content/content-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { SupportContactDialog } from './SupportContactDialog';
import { SupportContactList } from './SupportContactList';

export default function OnlineSupportPage() {
  const { t } = useTranslation();
  const { data, error, isFetching } = useListOwnSupportContactsQuery();
  const [remove] = useDeleteSupportContactMutation();
  const [editing, setEditing] = useState<TSupportContact | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const deleteContact = async (contact: TSupportContact) => {
    if (!window.confirm(t('content.support.confirmDelete', { name: contact.name }))) return;
    const result = await remove(contact.id);
    setMessage('error' in result ? (apiErrorMessage(result.error) ?? t('content.saveFailed')) : null);
  };

  return (
    <Box sx={{ maxWidth: 900 }}>
      <PageTitle
        title={t('content.support.title')}
        subtitle={t('content.support.subtitle')}
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('content.support.add')}
          </Button>
        }
      />
      {isFetching ? <LinearProgress aria-label={t('content.loading')} /> : null}
      <FormErrorAlert message={message ?? (error ? (apiErrorMessage(error) ?? t('content.loadFailed')) : null)} />
      <SupportContactList
        contacts={data?.items ?? []}
        actionsOf={(contact) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <IconButton aria-label={t('content.edit')} onClick={() => setEditing(contact)}>
              <EditIcon />
            </IconButton>
            <IconButton aria-label={t('content.delete')} onClick={() => void deleteContact(contact)}>
              <DeleteIcon />
            </IconButton>
          </Box>
        )}
      />
      {editing ? (
        <SupportContactDialog contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Box>
  );
}
