// The five queue screens, one component each for the route table (each the shared WorkQueuePage for its queue).
import type { ComponentType } from 'react';
import type { TWorkQueue } from '@portal/contracts';
import { WorkQueuePage } from './WorkQueuePage';

export const QUEUE_PAGE_COMPONENTS: Record<TWorkQueue, ComponentType> = {
  issue: () => <WorkQueuePage queue="issue" />,
  void: () => <WorkQueuePage queue="void" />,
  cancel: () => <WorkQueuePage queue="cancel" />,
  mail: () => <WorkQueuePage queue="mail" />,
  remind: () => <WorkQueuePage queue="remind" />,
};
