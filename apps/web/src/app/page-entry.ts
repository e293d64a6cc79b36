// One page of the build: its route-table path, its layout, its title key and its lazy component.
import type { ComponentType, LazyExoticComponent } from 'react';

export type PageLayout = 'bare' | 'shell';

export type PageEntry = {
  path: string;
  layout: PageLayout;
  /** Translation key of the document title. */
  titleKey: string;
  Page: LazyExoticComponent<ComponentType>;
};
