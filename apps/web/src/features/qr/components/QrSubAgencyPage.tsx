// /qr/{id}: an F1's administrator sees (and can make) the QR of one of its sub-agencies, with its QR top-ups.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { QrPanel } from './QrPanel';

export default function QrSubAgencyPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return (
    <>
      <PageTitle title={t('qr.subAgencyTitle')} subtitle={t('qr.subAgencySubtitle')} />
      <QrPanel key={id} agencyId={id} />
    </>
  );
}
