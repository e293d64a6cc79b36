// /platform/change-agency: the platform operator creates an F1 agency, or with ?id= edits one.
import { ChangeAgencyScreen } from './ChangeAgencyScreen';

export default function ChangeF1AgencyPage() {
  return <ChangeAgencyScreen level="F1" />;
}
