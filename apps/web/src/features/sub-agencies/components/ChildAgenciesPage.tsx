// /agent/config-child: the F2's child agencies.
import { AgencyListScreen } from './AgencyListScreen';

export default function ChildAgenciesPage() {
  return <AgencyListScreen level="F3" />;
}
