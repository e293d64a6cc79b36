// A QR code of a text as an SVG image; the qrcode library is loaded only when a code is shown (a boarding card, an
// eSIM), not in the login's bundle.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';

export function QrCode({ text, label, size = 112 }: { text: string; label: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (isCurrent) setSvg(markup);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  if (!svg) return <Box sx={{ width: size, height: size, bgcolor: 'action.hover' }} aria-hidden />;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={size}
      height={size}
      sx={{ display: 'block' }}
    />
  );
}
