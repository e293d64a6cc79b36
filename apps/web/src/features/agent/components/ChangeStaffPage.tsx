// /agent/change-ticketing: a new staff account of the user's own agency, or with ?id= the edit form of one.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OWN_STAFF } from '../api/staff-scope';
import { StaffFormLoader } from './StaffFormLoader';

export default function ChangeStaffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editingId = params.get('id');
  return <StaffFormLoader scope={OWN_STAFF} editingId={editingId} title={t(editingId ? 'staff.editTitle' : 'staff.createTitle')} />;
}
