// /agent/change-subAgent: create a sub-agency, or with ?id= edit one.
import { ChangeAgencyScreen } from './ChangeAgencyScreen';

export default function ChangeSubAgencyPage() {
  return <ChangeAgencyScreen level="F2" />;
}
