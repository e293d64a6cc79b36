// "Gửi email": the boarding cards to up to five addresses (the buyer's prefilled) in Vietnamese or English, through
// POST …/boarding-cards/mail.
import { useTranslation } from 'react-i18next';
import { MAIL_MAX_ADDRESSES, MailToDialog } from '../../../components/MailToDialog';
import { useMailBoardingCardsMutation } from '../api/train-bookings-api';

type Props = { bookingId: string; buyerEmail: string; lang: 'vi' | 'en'; onClose: () => void };

export function MailCardsDialog({ bookingId, buyerEmail, lang, onClose }: Props) {
  const { t } = useTranslation();
  const [mail, { isLoading }] = useMailBoardingCardsMutation();
  const max = MAIL_MAX_ADDRESSES;
  return (
    <MailToDialog
      titleId="train-mail-title"
      initialTo={buyerEmail}
      lang={lang}
      isSending={isLoading}
      send={(message) => mail({ id: bookingId, ...message })}
      onClose={onClose}
      texts={{
        title: t('trainBooking.mail.title'),
        to: t('trainBooking.mail.to'),
        toHelp: t('trainBooking.mail.toHelp', { max }),
        badAddresses: t('trainBooking.mail.badAddresses', { max }),
        language: t('trainBooking.cards.language'),
        send: t('trainBooking.mail.send'),
        sent: (to) => t('trainBooking.mail.sent', { to }),
      }}
    />
  );
}
