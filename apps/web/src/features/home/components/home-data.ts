// What both home layouts show.
import type { TAgentInfo, TMemberInfo } from '@portal/contracts';
import type { OpenFunction } from '../open-functions';

export type HomeData = {
  member: TMemberInfo;
  agency: TAgentInfo;
  functions: OpenFunction[];
};
