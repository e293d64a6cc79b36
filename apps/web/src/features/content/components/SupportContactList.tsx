// The support contacts as cards: name, role, products, working hours and links to call, chat on Zalo or mail.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { TSupportContact } from '@portal/contracts';

/** Zalo's chat link for a phone number or id (zalo.me/<number>). */
export const zaloLink = (zalo: string) => `https://zalo.me/${encodeURIComponent(zalo.replace(/[\s.]/g, ''))}`;

export function SupportContactList({
  contacts,
  actionsOf,
}: {
  contacts: readonly TSupportContact[];
  actionsOf?: (contact: TSupportContact) => ReactNode;
}) {
  const { t } = useTranslation();
  if (contacts.length === 0) return <Typography color="text.secondary">{t('content.support.empty')}</Typography>;
  return (
    <Stack
      spacing={1.5}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('content.support.contacts')}
    >
      {contacts.map((contact) => (
        <Box component="li" key={contact.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">
                {contact.name}
                {contact.role ? ` · ${contact.role}` : ''}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {contact.agency.name}
                {contact.workingHours ? ` · ${contact.workingHours}` : ''}
              </Typography>
            </Box>
            {actionsOf?.(contact)}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 0.5 }}>
            {contact.phone ? <Link href={`tel:${contact.phone.replace(/[\s.-]/g, '')}`}>{contact.phone}</Link> : null}
            {contact.zalo ? (
              <Link href={zaloLink(contact.zalo)} target="_blank" rel="noopener noreferrer">
                Zalo {contact.zalo}
              </Link>
            ) : null}
            {contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : null}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {contact.products.map((product) => (
              <Chip key={product} size="small" variant="outlined" label={t(`content.support.products.${product}`)} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
