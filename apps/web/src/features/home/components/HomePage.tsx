// /: the dashboard of the built screens this user may open; SHOW_NEW_HOME picks the layout, ANNIVERSARY adds the overlay.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectSession } from '../../../stores/session-slice';
import { openFunctions } from '../open-functions';
import { AnniversaryOverlay } from './AnniversaryOverlay';
import { ClassicHome } from './ClassicHome';
import { NewHome } from './NewHome';

export default function HomePage({ builtPaths }: { builtPaths: ReadonlySet<string> }) {
  const { memberInfo, agentInfo, permissions } = useSelector(selectSession);
  const functions = useMemo(() => openFunctions(permissions, builtPaths), [permissions, builtPaths]);
  if (!memberInfo || !agentInfo) return null;

  const data = { member: memberInfo, agency: agentInfo, functions };
  return (
    <>
      {permissions.includes('ANNIVERSARY') ? <AnniversaryOverlay userId={memberInfo.id} /> : null}
      {permissions.includes('SHOW_NEW_HOME') ? <NewHome {...data} /> : <ClassicHome {...data} />}
    </>
  );
}
