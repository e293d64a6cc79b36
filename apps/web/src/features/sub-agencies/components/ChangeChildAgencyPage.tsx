// /agent/change-child: create a child agency, or with ?id= edit one.
import { ChangeAgencyScreen } from './ChangeAgencyScreen';

export default function ChangeChildAgencyPage() {
  return <ChangeAgencyScreen level="F3" />;
}
