// The boarding cards' PDF and mail as rendered from a train booking (no database): one A4 card per issued ticket, read
// back with pdf.js — names, ID numbers, types, train, journey, Vietnam-time departure, carriage, berth and tier, seat
// type, price, numbers, infants — in vi and en, and each card's QR image decoding to that ticket's boarding code.
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { formatVnd } from '@portal/domain';
import { renderBoardingCardsPdf } from '../src/modules/trains/documents/boarding-card.pdf.js';
import { findPdfActiveContent } from '../src/platform/pdf-active-content.js';
import { renderBoardingCardMail } from '../src/modules/trains/documents/boarding-card-mail.render.js';
import { boardingBookingFixture, readTrainPdf, type PdfImage } from './support/train-boarding.js';

const agency = {
  name: 'Đại lý Sao Việt',
  phone: '0912345678',
  hotline: '0912345678',
  address: '12 Hàng Bạc',
  email: '',
};

/** The dark modules the image shows, read at each module's centre, compared with the QR code of `text`. */
function showsQrOf(image: PdfImage, text: string): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const margin = 1;
  const scale = image.width / (size + 2 * margin);
  const channels = image.data.length / (image.width * image.height);
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) {
      const x = Math.floor((column + margin + 0.5) * scale);
      const y = Math.floor((row + margin + 0.5) * scale);
      const isDark = image.data[(y * image.width + x) * channels]! < 128;
      if (isDark !== Boolean(modules.get(row, column))) return false;
    }
  return true;
}

describe('the boarding cards PDF', () => {
  it('prints one card per issued ticket with everything on it, in Vietnamese, three to an A4 page', async () => {
    const booking = boardingBookingFixture();
    const pdf = await renderBoardingCardsPdf({ agency, booking }, 'vi');
    // Nothing active in it: what the portal refuses in uploaded PDFs it never makes itself.
    expect(findPdfActiveContent(pdf)).toBeUndefined();
    const { lines, pageSizes, images } = await readTrainPdf(pdf);
    expect(pageSizes).toEqual([[0, 0, 595, 842]]);
    expect(lines.filter((line) => line.startsWith('THẺ LÊN TÀU HỎA'))).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        'THẺ LÊN TÀU HỎA Đại lý Sao Việt',
        'Hành khách Nguyễn Văn An',
        'Số giấy tờ 001190012345',
        'Đối tượng Người lớn',
        'Tàu SE1',
        'Hành trình Hà Nội (HNO) – Đà Nẵng (DNA)',
        // 14:10 UTC is 21:10 in Vietnam, the railway's clock.
        'Khởi hành 21/12/2026 21:10',
        'Toa 7 — Nằm khoang 4 điều hòa',
        'Chỗ Giường 9 · khoang 3 · tầng 1',
        'Loại chỗ Nằm khoang 4 điều hòa',
        `Giá vé (gồm bảo hiểm) ${formatVnd(1_250_000)}`,
        'Số vé 2112610001',
        'Mã đặt chỗ AB12CD',
        'Trẻ em đi kèm Nguyễn Bé Na (sinh 05/04/2023)',
        'Hành khách Trần Thị Bình',
        'Chỗ Giường 10 · khoang 3 · tầng 2',
        `Giá vé (gồm bảo hiểm) ${formatVnd(1_100_000)}`,
        'Hành khách Nguyễn Minh Châu',
        'Đối tượng Trẻ em (6 đến dưới 10 tuổi)',
        'Toa 2 — Ngồi mềm điều hòa',
        'Chỗ Ghế 31',
        `Giá vé (gồm bảo hiểm) ${formatVnd(600_000)}`,
        'VNR|AB12CD|SE1|7|11|3',
      ]),
    );
    // The refunded ticket has no card.
    expect(lines.join('\n')).not.toContain('Lê Hoàn Trả');
    const issued = booking.tickets.filter((ticket) => ticket.status === 'ISSUED');
    expect(images).toHaveLength(3);
    images.forEach((image, index) => {
      expect(showsQrOf(image, issued[index]!.boardingCode!)).toBe(true);
      expect(showsQrOf(image, issued[(index + 1) % 3]!.boardingCode!)).toBe(false);
    });
  });

  it('speaks English with lang en, and a fourth card starts a second page', async () => {
    const booking = boardingBookingFixture();
    booking.tickets[3]!.status = 'ISSUED';
    booking.tickets[3]!.boardingCode = 'VNR|AB12CD|SE1|7|12|4';
    const { lines, pageSizes, images } = await readTrainPdf(await renderBoardingCardsPdf({ agency, booking }, 'en'));
    expect(pageSizes).toHaveLength(2);
    expect(images).toHaveLength(4);
    expect(lines).toEqual(
      expect.arrayContaining([
        'TRAIN BOARDING CARD Đại lý Sao Việt',
        'Passenger Nguyễn Văn An',
        'ID number 001190012345',
        'Passenger type Adult',
        'Departure 21/12/2026 21:10',
        'Carriage 7 — Nằm khoang 4 điều hòa',
        'Seat Berth 9 · compartment 3 · tier 1 (lower)',
        'Seat type 4-berth compartment, air-conditioned',
        `Price (insurance included) ${formatVnd(1_250_000)}`,
        'Ticket number 2112610001',
        'Booking code AB12CD',
        'Infants travelling on it Nguyễn Bé Na (born 05/04/2023)',
        'Passenger type Child (6 to under 10)',
        'Seat Seat 31',
        'Passenger Lê Hoàn Trả',
      ]),
    );
  });
});

describe('the boarding cards mail', () => {
  it('lists every issued card in the text and the HTML, escaped, with the same lines as the PDF', () => {
    const booking = boardingBookingFixture();
    booking.tickets[0]!.fullName = 'Nguyễn <An> & Co';
    const vi = renderBoardingCardMail({ agency, booking }, 'vi');
    expect(vi.subject).toBe('Đại lý Sao Việt — Thẻ lên tàu hỏa AB12CD');
    expect(vi.text).toContain('   Hành khách: Nguyễn <An> & Co');
    expect(vi.text).toContain('   Chỗ: Giường 10 · khoang 3 · tầng 2');
    expect(vi.text).toContain(`   Giá vé (gồm bảo hiểm): ${formatVnd(600_000)}`);
    expect(vi.text).not.toContain('Lê Hoàn Trả');
    expect(vi.html).toContain('Nguyễn &lt;An&gt; &amp; Co');
    expect(vi.html).not.toContain('<An>');
    expect(vi.html.match(/<h3/g)).toHaveLength(3);
    const en = renderBoardingCardMail({ agency, booking }, 'en');
    expect(en.subject).toBe('Đại lý Sao Việt — Train boarding cards AB12CD');
    expect(en.text).toContain('   Seat: Berth 9 · compartment 3 · tier 1 (lower)');
  });
});
