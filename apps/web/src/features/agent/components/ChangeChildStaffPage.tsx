// /agent/change-child-ticketing?agencyId=…: a new staff account of a direct child agency, or with &id= the edit form of one.
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { StaffFormLoader } from './StaffFormLoader';

export default function ChangeChildStaffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const agencyId = params.get('agencyId');
  const editingId = params.get('id');
  const title = t(editingId ? 'staff.child.editTitle' : 'staff.child.createTitle');
  if (!agencyId) {
    return (
      <>
        <PageTitle title={title} />
        <Alert severity="info">{t('staff.child.chooseAgency')}</Alert>
      </>
    );
  }
  return <StaffFormLoader scope={{ kind: 'child', agencyId }} editingId={editingId} title={title} />;
}
