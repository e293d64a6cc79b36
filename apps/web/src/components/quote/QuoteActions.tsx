// "Báo giá" and "Báo giá dạng ảnh": the two quote actions of a selection, with their modals, for any booking page.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { BookingSelection } from '../../lib/booking/selection-handover';
import { useLanguage } from '../../lib/i18n/use-language';
import { selectSession } from '../../stores/session-slice';
import { QuoteDialog } from './QuoteDialog';
import { QuoteImageDialog } from './QuoteImageDialog';
import { quoteDocument, quoteText, type QuoteInput } from './quote-text';

export type QuoteSelection = Omit<QuoteInput, 'agency'>;

/** The quote of a selection handed over to the passenger step. */
export function quoteSelectionOf(selection: BookingSelection): QuoteSelection {
  return {
    journeyType: selection.journeyType,
    passengers: { adt: selection.adt, chd: selection.chd, inf: selection.inf },
    flights: selection.flights.map(({ offer, fare }, legIndex) => ({ legIndex, offer, fare })),
    isIssueFeeHidden: selection.isIssueFeeHidden,
  };
}

/** `selection` should keep its identity while unchanged: the document and its image are rebuilt when it changes. */
export function QuoteActions({ selection }: { selection: QuoteSelection }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { agentInfo } = useSelector(selectSession);
  const [open, setOpen] = useState<'text' | 'image' | null>(null);
  const agencyName = agentInfo?.name;
  const agencyPhone = agentInfo?.phone ?? '';
  const quote = useMemo(
    () =>
      quoteDocument(
        { ...selection, agency: agencyName ? { name: agencyName, phone: agencyPhone } : null },
        { t, language },
      ),
    [selection, agencyName, agencyPhone, t, language],
  );
  const first = selection.flights[0]?.offer;
  const fileName = t('quote.image.fileName', {
    flight: first?.segments[0]
      ? `${first.segments[0].carrierCode}${first.segments[0].flightNumber.replace(/^[A-Z0-9]{2}\s*(?=\d)/, '')}`
      : '',
    date: first?.departDateTime.slice(0, 10) ?? '',
  });
  if (selection.flights.length === 0) return null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => setOpen('text')}>
        {t('quote.actions.text')}
      </Button>
      <Button variant="outlined" onClick={() => setOpen('image')}>
        {t('quote.actions.image')}
      </Button>
      {open === 'text' ? <QuoteDialog text={quoteText(quote)} onClose={() => setOpen(null)} /> : null}
      {open === 'image' ? <QuoteImageDialog quote={quote} fileName={fileName} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
