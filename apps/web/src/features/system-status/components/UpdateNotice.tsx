// The "new release" notice of SPEC §8: stays until dismissed; "nhấn vào đây" reloads the page.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectSystem, updateNoticeDismissed } from '../../../stores/system-slice';

export function UpdateNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { isUpdateNoticeOpen } = useSelector(selectSystem);
  const dispatch = useDispatch();
  const { t } = useTranslation();
  return (
    <Snackbar open={isUpdateNoticeOpen} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        onClose={() => dispatch(updateNoticeDismissed())}
        slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
        sx={{ width: '100%', maxWidth: 640 }}
      >
        {t('update.message')}{' '}
        <Link
          component="button"
          type="button"
          color="inherit"
          onClick={reload}
          sx={{ fontWeight: 700, verticalAlign: 'baseline' }}
        >
          {t('update.clickHere')}
        </Link>
      </Alert>
    </Snackbar>
  );
}
