// /platform/agencies: the platform operator's F1 agencies.
import { AgencyListScreen } from './AgencyListScreen';

export default function F1AgenciesPage() {
  return <AgencyListScreen level="F1" />;
}
