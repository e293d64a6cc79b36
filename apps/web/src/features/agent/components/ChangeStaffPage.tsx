// /agent/change-ticketing: a new staff account of the user's own agency, or with ?id= the edit form of one; with
// ?agencyId= of a direct sub-agency the user manages.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffFormLoader } from './StaffFormLoader';
import { scopeFromAgencyId } from './staff-paths';

export default function ChangeStaffPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editingId = params.get('id');
  return (
    <StaffFormLoader
      scope={scopeFromAgencyId(params.get('agencyId'))}
      editingId={editingId}
      title={t(editingId ? 'staff.editTitle' : 'staff.createTitle')}
    />
  );
}
