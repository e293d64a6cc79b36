// The whole page table (app/pages.ts) loaded on demand, with all the texts (decision 151): the guard and the shell routes
// wait for it, /login never does.
import { useEffect, useState } from 'react';
import { withAllTexts } from './all-texts';

type PageTable = typeof import('./pages');

let loaded: PageTable | undefined;
let loading: Promise<PageTable> | undefined;

/** Starts loading the page table once; resolves with it. */
export function loadPageTable(): Promise<PageTable> {
  loading ??= withAllTexts(() => import('./pages'))().then((table) => (loaded = table));
  return loading;
}

/** The page table once it is loaded (undefined before); `isNeeded` starts the load. */
export function usePageTable(isNeeded: boolean): PageTable | undefined {
  const [table, setTable] = useState(loaded);
  useEffect(() => {
    if (table || !isNeeded) return;
    let isCurrent = true;
    void loadPageTable().then((next) => {
      if (isCurrent) setTable(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [table, isNeeded]);
  return table;
}
