// A report's print mode: true while the page is printed (its button or the browser's own command), so the whole table renders for paper.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The deposit report's print styles, for every report: no header, menu, form or buttons; the print-only table shown. */
export const REPORT_PRINT_STYLES = {
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '[data-print="only"]': { display: 'table !important' },
    '#main-content': { width: '100% !important', padding: '0 !important' },
  },
};

export function usePrintMode(): { isPrinting: boolean; print: () => void } {
  const [isPrinting, setIsPrinting] = useState(false);
  const print = useCallback(() => setIsPrinting(true), []);
  useEffect(() => {
    const before = () => flushSync(() => setIsPrinting(true));
    const after = () => setIsPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (!isPrinting) return;
    window.print();
    setIsPrinting(false);
  }, [isPrinting]);
  return { isPrinting, print };
}
