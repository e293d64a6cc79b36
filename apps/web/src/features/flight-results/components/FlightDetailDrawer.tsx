// The flight detail drawer: every segment with times, aircraft and terminals, then each fare's baggage and conditions.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TFlightOffer, TFlightSegment } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { FareRulesQuery } from '../api/get-fare-rules';
import { FareRulesDialog } from './FareRulesDialog';
import { localDate, localTime } from '../../../lib/booking/flight-text';
import { cityName, durationParts } from './flight-format';

function SegmentDetail({ segment, number }: { segment: TFlightSegment; number: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const end = (code: string, dateTime: string, terminal: string | undefined) => (
    <Typography variant="body2" component="p">
      <strong>{localTime(dateTime)}</strong> {localDate(dateTime)} · {cityName(code, language)} ({code})
      {terminal ? ` · ${t('flightResults.detail.terminal', { terminal })}` : ''}
    </Typography>
  );
  return (
    <Box component="section" aria-label={t('flightResults.detail.segment', { number })} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('flightResults.detail.segment', { number })}: {segment.carrierCode}{' '}
        {segment.flightNumber.replace(/^[A-Z0-9]{2}/, '')} · {segment.carrierName}
      </Typography>
      {end(segment.from, segment.departDateTime, segment.startTerminal)}
      {end(segment.to, segment.arrivalDateTime, segment.endTerminal)}
      <Typography variant="body2" color="text.secondary" component="p">
        {t('flightResults.detail.aircraft', { aircraft: segment.aircraft })} ·{' '}
        {t('flightResults.row.duration', durationParts(segment.durationMinutes))}
        {segment.operatingCarrier && segment.operatingCarrier !== segment.carrierCode
          ? ` · ${t('flightResults.detail.operatedBy', { carrier: segment.operatingCarrier })}`
          : ''}
      </Typography>
    </Box>
  );
}

export function FlightDetailDrawer({ offer, onClose }: { offer: TFlightOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [fareRules, setFareRules] = useState<FareRulesQuery | null>(null);
  const titleId = 'flight-detail-title';

  return (
    <>
      <Drawer
        anchor={isDesktop ? 'right' : 'bottom'}
        open={offer !== null}
        onClose={onClose}
        // Above the shell's app bar, which sits over the permanent side menu.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: isDesktop ? 460 : '100%', maxHeight: isDesktop ? '100%' : '85vh', p: 2 },
          },
        }}
      >
        {offer ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('flightResults.detail.title')}
              </Typography>
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Box>
            {offer.segments.map((segment, index) => (
              <SegmentDetail
                key={`${segment.flightNumber}-${segment.departDateTime}`}
                segment={segment}
                number={index + 1}
              />
            ))}
            <Divider sx={{ my: 1 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('flightResults.detail.fares')}
            </Typography>
            {offer.fares.map((fare) => (
              <Box
                key={fare.fareClass}
                component="section"
                aria-label={`${fare.fareClass} ${fare.fareFamily}`}
                sx={{ mb: 1.5 }}
              >
                <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                  {fare.fareClass} · {fare.fareFamily} · {t(`flightResults.cabin.${fare.cabinClass}`)} ·{' '}
                  {formatVnd(fare.prices.ADT.total)}
                </Typography>
                <Typography variant="body2" component="p">
                  {t('flightResults.detail.baggage', { description: fare.baggage.description })}
                </Typography>
                <Typography variant="body2" component="p" color="text.secondary">
                  {fare.isRefundable ? t('flightResults.detail.refundable') : t('flightResults.detail.notRefundable')} ·{' '}
                  {fare.isChangeable ? t('flightResults.detail.changeable') : t('flightResults.detail.notChangeable')} ·{' '}
                  {fare.seatAvailable > 0
                    ? t('flightResults.detail.seats', { count: fare.seatAvailable })
                    : t('flightResults.row.soldOut')}
                </Typography>
                <Button
                  size="small"
                  aria-label={t('flightResults.detail.fareRulesFor', { fareClass: fare.fareClass })}
                  onClick={() =>
                    setFareRules({ system: offer.system, airline: offer.airline, fareClass: fare.fareClass })
                  }
                >
                  {t('flightResults.detail.fareRules')}
                </Button>
              </Box>
            ))}
          </>
        ) : null}
      </Drawer>
      <FareRulesDialog query={fareRules} onClose={() => setFareRules(null)} />
    </>
  );
}
