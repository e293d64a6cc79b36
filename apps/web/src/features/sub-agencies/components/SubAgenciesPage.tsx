// /agent/config-f2: the F1's sub-agencies.
import { AgencyListScreen } from './AgencyListScreen';

export default function SubAgenciesPage() {
  return <AgencyListScreen level="F2" />;
}
