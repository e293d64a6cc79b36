// An image the API serves only to its audience (decision 108): fetched with the session's token, shown from an object URL.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import { getHttpClient } from '../../lib/http/client-holder';

/** Object URLs by image path: a stored image never changes under its name, so each is fetched once per page load. */
const loaded = new Map<string, Promise<string | null>>();

function objectUrlOf(url: string): Promise<string | null> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = getHttpClient()
      .request({ url, responseType: 'blob' })
      .then((result) => ('data' in result && result.data instanceof Blob ? URL.createObjectURL(result.data) : null));
    loaded.set(url, pending);
    // A failure is tried again on the next mount.
    void pending.then((objectUrl) => objectUrl ?? loaded.delete(url));
  }
  return pending;
}

export function AuthorisedImage({
  url,
  alt,
  width,
  height,
  sx,
}: {
  url: string;
  alt: string;
  width: number;
  height: number;
  sx?: SxProps<Theme>;
}) {
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    void objectUrlOf(url).then((objectUrl) => isCurrent && setSrc(objectUrl));
    return () => {
      isCurrent = false;
    };
  }, [url]);
  if (src === undefined)
    return (
      <Skeleton
        variant="rectangular"
        sx={{ width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, ...sx }}
      />
    );
  if (src === null) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
        ...sx,
      }}
    />
  );
}
