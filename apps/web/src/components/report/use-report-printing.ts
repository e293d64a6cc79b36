// Printing a report: the full table is rendered for the print dialog (the button or the browser's own command), then removed; every report screen shares it.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** On paper: no header, menu, form or buttons; the full table instead of the paged one (the deposit report's styles). */
export const PRINT_STYLES = {
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '[data-print="only"]': { display: 'table !important' },
    '#main-content': { width: '100% !important', padding: '0 !important' },
  },
};

export function usePrinting(): { isPrinting: boolean; print: () => void } {
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
