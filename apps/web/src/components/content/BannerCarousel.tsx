// The banners of a placement (home top, flight results) addressed to the agency: one at a time, turning every 6 s.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import type { TBanner, TBannerPlacement } from '@portal/contracts';
import { useGetCurrentBannersQuery } from '../../lib/content/content-api';
import { AuthorisedImage } from './AuthorisedImage';

const TURN_MS = 6_000;

function Slide({ banner }: { banner: TBanner }) {
  const image = (
    <AuthorisedImage url={banner.imageUrl} alt={banner.title} width={banner.width} height={banner.height} />
  );
  return banner.linkUrl ? (
    <Link href={banner.linkUrl} target="_blank" rel="noopener noreferrer nofollow" aria-label={banner.title}>
      {image}
    </Link>
  ) : (
    image
  );
}

export function BannerCarousel({ placement }: { placement: TBannerPlacement }) {
  const { t } = useTranslation();
  const { data } = useGetCurrentBannersQuery(placement);
  const banners = data?.items ?? [];
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || isPaused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), TURN_MS);
    return () => clearInterval(timer);
  }, [count, isPaused]);
  if (count === 0) return null;
  const shown = banners[index % count]!;
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <Box
      component="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={t('content.banners.carousel')}
      data-banner-placement={placement}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
      sx={{ position: 'relative', mb: 2, borderRadius: 1, overflow: 'hidden' }}
    >
      <Box aria-live={isPaused ? 'polite' : 'off'} aria-roledescription="slide" aria-label={shown.title}>
        <Slide key={shown.id} banner={shown} />
      </Box>
      {count > 1 ? (
        <>
          <IconButton
            onClick={() => turn(-1)}
            aria-label={t('content.banners.previous')}
            sx={{
              position: 'absolute',
              left: 4,
              top: '50%',
              transform: 'translateY(-50%)',
              bgcolor: 'rgba(255,255,255,0.7)',
            }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            onClick={() => turn(1)}
            aria-label={t('content.banners.next')}
            sx={{
              position: 'absolute',
              right: 4,
              top: '50%',
              transform: 'translateY(-50%)',
              bgcolor: 'rgba(255,255,255,0.7)',
            }}
          >
            <ChevronRight />
          </IconButton>
        </>
      ) : null}
    </Box>
  );
}
