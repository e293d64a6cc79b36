// The documents a paid change left, per passenger: EMD, reissued ticket or credit shell numbers and their amounts.
import { useTranslation } from 'react-i18next';
import type { TPaidChangeDocument } from '@portal/contracts';
import { formatVnd } from '@portal/domain';

export function PaidDocuments({ documents }: { documents: readonly TPaidChangeDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <span>—</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em' }} aria-label={t('bookingPaid.documents.label')}>
      {documents.map((document) => (
        <li key={`${document.kind}-${document.number}-${document.paxId}`}>
          {t(`bookingPaid.documents.kinds.${document.kind}`)} {document.number} · {document.passengerName} ·{' '}
          {formatVnd(document.amount)}
        </li>
      ))}
    </ul>
  );
}
