// The evidence of a top-up request: fetched with the session's token; an image opened in a new tab, a PDF or anything else saved under its name.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { TTopUp } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { downloadFile, useTransferAuth } from '../api/file-transfer';

/** How long an opened file's object URL lives: long enough for the new tab to read it. */
const OBJECT_URL_LIFETIME_MS = 60_000;
/** What may be shown in a tab: an object URL runs with the portal's origin, so a PDF (which can carry scripts) is only saved. */
const SHOWN_IN_TAB: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif']);

export function EvidenceLink({ topUp }: { topUp: TTopUp }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const auth = useTransferAuth();
  const [isOpening, setIsOpening] = useState(false);
  if (!topUp.evidence) return null;
  const { fileName, contentType } = topUp.evidence;

  /** Opens an image in a new tab, or with `save` (or for a PDF, or when pop-ups are blocked) saves it under its name. */
  const fetchAndShow = async (save: boolean) => {
    // Opened now, while the click still counts as the user's: a window opened after the download would be blocked.
    const tab = save || !SHOWN_IN_TAB.has(contentType) ? null : window.open('', '_blank');
    setIsOpening(true);
    const result = await downloadFile(`/api/top-ups/${topUp.id}/evidence`, auth);
    setIsOpening(false);
    if ('error' in result) {
      tab?.close();
      dispatch(showToast({ description: apiErrorMessage(result.error) ?? t('topUps.evidenceFailed') }));
      return;
    }
    const url = URL.createObjectURL(result.data);
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    // The type the server sent decides too: only an image is shown.
    if (tab && !SHOWN_IN_TAB.has(result.data.type)) tab.close();
    else if (tab) {
      tab.location.href = url;
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button
        size="small"
        variant="text"
        startIcon={<AttachFileIcon fontSize="small" />}
        onClick={() => void fetchAndShow(false)}
        loading={isOpening}
        loadingPosition="start"
        aria-label={t('topUps.openEvidence', { name: fileName })}
        sx={{ textTransform: 'none', maxWidth: 200, justifyContent: 'flex-start' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{fileName}</span>
      </Button>
      <IconButton
        size="small"
        onClick={() => void fetchAndShow(true)}
        disabled={isOpening}
        aria-label={t('topUps.downloadEvidence', { name: fileName })}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
