// The booking's contact: name, phone, email and the extra information the agent gave.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { DetailSection, Fact } from './DetailSection';

export function ContactSection({ contact }: { contact: TBookingDetail['contact'] }) {
  const { t } = useTranslation();
  return (
    <DetailSection id="contact" title={t('bookingDetail.contact.title')}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}
      >
        <Fact label={t('bookingDetail.contact.name')}>{contact.name || '—'}</Fact>
        <Fact label={t('bookingDetail.contact.phone')}>{contact.phone || '—'}</Fact>
        <Fact label={t('bookingDetail.contact.email')}>{contact.email || '—'}</Fact>
        <Fact label={t('bookingDetail.contact.extraInfo')}>{contact.extraInfo || '—'}</Fact>
      </Box>
    </DetailSection>
  );
}
