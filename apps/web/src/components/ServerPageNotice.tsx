// The notice above a table that holds one server page of a longer list: which rows are shown, with newer and older pages.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type ServerPage = { offset: number; total: number; items: readonly unknown[] };

/** Shown only when the list is longer than the page; newer moves the offset back by `pageSize`, older forward. */
export function ServerPageNotice({
  page,
  pageSize,
  onOffsetChange,
}: {
  page: ServerPage | undefined;
  pageSize: number;
  onOffsetChange(offset: number): void;
}) {
  const { t } = useTranslation();
  if (!page || page.total <= page.items.length) return null;
  const lastShown = page.offset + page.items.length;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
          {t('table.serverPage', { from: page.total === 0 ? 0 : page.offset + 1, to: lastShown, total: page.total })}
        </Typography>
        <Button
          size="small"
          disabled={page.offset === 0}
          onClick={() => onOffsetChange(Math.max(0, page.offset - pageSize))}
        >
          {t('table.newer')}
        </Button>
        <Button size="small" disabled={lastShown >= page.total} onClick={() => onOffsetChange(page.offset + pageSize)}>
          {t('table.older')}
        </Button>
      </Box>
    </Alert>
  );
}
