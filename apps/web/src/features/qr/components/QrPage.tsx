// /qr: an F2 (administrator or agent) tops up its deposit by bank transfer with a VietQR.
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { QrPanel } from './QrPanel';

export default function QrPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('qr.title')} subtitle={t('qr.subtitle')} />
      <QrPanel />
    </>
  );
}
