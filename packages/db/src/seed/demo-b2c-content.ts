// The demo F1's consumer-site content (issue 20): four articles (one pinned, one scheduled) and the fare rules of
// Vietnam Airlines, Vietjet and Bamboo Airways (DOMAIN §6), which the agency then edits on /b2c/change-fare-rule.
import { randomUUID } from 'node:crypto';
import type { Database } from '../client.js';
import { b2cArticles, b2cFareRules } from '../schema/b2c-content.js';
import { contentImages } from '../schema/content.js';
import { IMAGES } from './demo-content.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const ARTICLES = [
  {
    slug: 'san-ve-tet-dinh-mui-2027',
    title: 'Săn vé máy bay Tết Đinh Mùi 2027: đặt sớm, giá tốt',
    summary: 'Các hãng đã mở bán vé Tết. Đặt trước 60 ngày để có giá tốt nhất cho chặng Hà Nội – TP. Hồ Chí Minh.',
    bodyHtml:
      '<h2>Khi nào nên đặt vé Tết?</h2><p>Vé Tết thường tăng giá mạnh từ <strong>30 ngày</strong> trước ngày bay. Hãy đặt sớm và giữ chỗ trên website, nhân viên sẽ gọi lại xác nhận.</p><ul><li>Hà Nội – TP. Hồ Chí Minh từ 1.290.000 đ</li><li>Hà Nội – Đà Nẵng từ 890.000 đ</li><li>TP. Hồ Chí Minh – Vinh từ 990.000 đ</li></ul><p>Liên hệ hotline để được hỗ trợ xuất vé 24/7.</p>',
    tags: ['tết', 'khuyến mãi'],
    isPinned: true,
    hoursAgo: 72,
    hasCover: true,
  },
  {
    slug: 'hanh-ly-xach-tay-vietjet',
    title: 'Hành lý xách tay Vietjet: những điều cần biết',
    summary: 'Mỗi hạng vé Vietjet có quy định hành lý khác nhau: Eco 7 kg xách tay, SkyBoss 10 kg và 30 kg ký gửi.',
    bodyHtml:
      '<p>Hành khách hạng <strong>Eco</strong> được mang 7 kg hành lý xách tay và không kèm hành lý ký gửi. Hạng <strong>Deluxe</strong> có thêm 20 kg ký gửi, <strong>SkyBoss</strong> 10 kg xách tay và 30 kg ký gửi.</p><blockquote><p>Mua thêm hành lý khi đặt vé rẻ hơn mua tại sân bay.</p></blockquote>',
    tags: ['vietjet', 'hành lý'],
    isPinned: false,
    hoursAgo: 26,
    hasCover: false,
  },
  {
    slug: 'kinh-nghiem-du-lich-phu-quoc-4-ngay-3-dem',
    title: 'Kinh nghiệm du lịch Phú Quốc 4 ngày 3 đêm',
    summary: 'Lịch trình gợi ý: Bãi Sao, cáp treo Hòn Thơm, chợ đêm Dinh Cậu và làng chài Hàm Ninh.',
    bodyHtml:
      '<h2>Ngày 1</h2><p>Bay đến Phú Quốc, nhận phòng, tắm biển Bãi Trường, tối dạo chợ đêm Dinh Cậu.</p><h2>Ngày 2</h2><p>Tour 4 đảo bằng cano, đi cáp treo Hòn Thơm.</p><h2>Ngày 3–4</h2><p>Bãi Sao, làng chài Hàm Ninh, mua đặc sản nước mắm và hồ tiêu trước khi ra sân bay.</p>',
    tags: ['phú quốc', 'kinh nghiệm'],
    isPinned: false,
    hoursAgo: 5,
    hasCover: false,
  },
  {
    slug: 'thu-tuc-doi-va-hoan-ve-may-bay',
    title: 'Thủ tục đổi và hoàn vé máy bay tại đại lý',
    summary: 'Đổi ngày bay, đổi hành trình hay hoàn vé: điều kiện theo từng hạng vé và phí phải trả.',
    bodyHtml:
      '<p>Xem <strong>điều kiện hạng vé</strong> trước khi đặt. Yêu cầu đổi, hoàn được xử lý trong giờ làm việc.</p>',
    tags: ['hoàn đổi vé'],
    isPinned: false,
    hoursAgo: -48,
    hasCover: false,
  },
] as const;

type Action = readonly [isAllowed: boolean, fee: number | null, conditions: string];
type Rule = {
  airline: 'VN' | 'VJ' | 'QH';
  fareFamily: string;
  itineraryType: 'domestic' | 'international';
  cabinBaggageKg: number;
  checkedBaggageKg: number;
  change: Action;
  refund: Action;
  noShow: readonly [fee: number | null, conditions: string];
  notesHtml?: string;
};

const NOT_ALLOWED: Action = [false, null, 'Không áp dụng'];
const FORFEITED = [null, 'Vé mất giá trị nếu không bay và không đổi trước giờ khởi hành'] as const;
const BEFORE_DEPARTURE = 'Trước giờ khởi hành ít nhất 3 tiếng, thu thêm chênh lệch giá vé (nếu có)';
const VIETJET_NOTE = '<p>Điều kiện tham khảo theo hãng Vietjet Air; phí tính cho một khách một chặng.</p>';

const vietjet = (itineraryType: Rule['itineraryType'], scale: number): Rule[] => [
  {
    airline: 'VJ',
    fareFamily: 'Eco',
    itineraryType,
    cabinBaggageKg: 7,
    checkedBaggageKg: 0,
    change: [true, 378_000 * scale, BEFORE_DEPARTURE],
    refund: NOT_ALLOWED,
    noShow: FORFEITED,
    notesHtml: VIETJET_NOTE,
  },
  {
    airline: 'VJ',
    fareFamily: 'Deluxe',
    itineraryType,
    cabinBaggageKg: 7,
    checkedBaggageKg: 20,
    change: [true, 0, `Miễn phí đổi. ${BEFORE_DEPARTURE}`],
    refund: NOT_ALLOWED,
    noShow: [378_000 * scale, 'Thu phí khi đổi vé sau giờ khởi hành'],
    notesHtml: VIETJET_NOTE,
  },
  {
    airline: 'VJ',
    fareFamily: 'SkyBoss',
    itineraryType,
    cabinBaggageKg: 10,
    checkedBaggageKg: 30,
    change: [true, 0, 'Miễn phí đổi, thu chênh lệch giá vé (nếu có)'],
    refund: [true, 378_000 * scale, 'Hoàn vào tài khoản bảo lưu định danh trong 2 năm'],
    noShow: [0, 'Được đổi sau giờ khởi hành, thu chênh lệch giá vé'],
    notesHtml: `${VIETJET_NOTE}<p>Ưu tiên làm thủ tục, phòng chờ thương gia.</p>`,
  },
  {
    airline: 'VJ',
    fareFamily: 'Business',
    itineraryType,
    cabinBaggageKg: 18,
    checkedBaggageKg: 40,
    change: [true, 0, 'Miễn phí đổi, thu chênh lệch giá vé (nếu có)'],
    refund: [true, 0, 'Hoàn về phương thức thanh toán ban đầu trước giờ khởi hành'],
    noShow: [0, 'Được đổi sau giờ khởi hành, thu chênh lệch giá vé'],
    notesHtml: VIETJET_NOTE,
  },
];

const RULES: readonly Rule[] = [
  ...vietjet('domestic', 1),
  ...vietjet('international', 2),
  {
    airline: 'VN',
    fareFamily: 'Phổ thông Siêu tiết kiệm',
    itineraryType: 'domestic',
    cabinBaggageKg: 10,
    checkedBaggageKg: 0,
    change: NOT_ALLOWED,
    refund: NOT_ALLOWED,
    noShow: FORFEITED,
  },
  {
    airline: 'VN',
    fareFamily: 'Phổ thông Tiết kiệm',
    itineraryType: 'domestic',
    cabinBaggageKg: 10,
    checkedBaggageKg: 23,
    change: [true, 600_000, BEFORE_DEPARTURE],
    refund: [true, 600_000, 'Trước giờ khởi hành, hoàn vé trừ phí'],
    noShow: [600_000, 'Thu phí no-show cộng phí đổi hoặc hoàn'],
  },
  {
    airline: 'VN',
    fareFamily: 'Phổ thông Tiêu chuẩn',
    itineraryType: 'domestic',
    cabinBaggageKg: 10,
    checkedBaggageKg: 23,
    change: [true, 300_000, BEFORE_DEPARTURE],
    refund: [true, 300_000, 'Trước giờ khởi hành, hoàn vé trừ phí'],
    noShow: [300_000, 'Thu phí no-show cộng phí đổi hoặc hoàn'],
  },
  {
    airline: 'VN',
    fareFamily: 'Thương gia Linh hoạt',
    itineraryType: 'domestic',
    cabinBaggageKg: 18,
    checkedBaggageKg: 32,
    change: [true, 0, 'Miễn phí đổi, thu chênh lệch giá vé (nếu có)'],
    refund: [true, 0, 'Miễn phí hoàn vé trước giờ khởi hành'],
    noShow: [300_000, 'Thu phí no-show khi đổi hoặc hoàn sau giờ khởi hành'],
    notesHtml: '<p>Hai kiện xách tay, mỗi kiện không quá 9 kg.</p>',
  },
  {
    airline: 'VN',
    fareFamily: 'Phổ thông Tiêu chuẩn',
    itineraryType: 'international',
    cabinBaggageKg: 12,
    checkedBaggageKg: 23,
    change: [true, 1_000_000, BEFORE_DEPARTURE],
    refund: [true, 1_500_000, 'Trước giờ khởi hành, hoàn vé trừ phí'],
    noShow: [1_200_000, 'Thu phí no-show cộng phí đổi hoặc hoàn'],
  },
  {
    airline: 'QH',
    fareFamily: 'Economy Saver',
    itineraryType: 'domestic',
    cabinBaggageKg: 7,
    checkedBaggageKg: 0,
    change: [true, 500_000, BEFORE_DEPARTURE],
    refund: NOT_ALLOWED,
    noShow: FORFEITED,
  },
  {
    airline: 'QH',
    fareFamily: 'Economy Smart',
    itineraryType: 'domestic',
    cabinBaggageKg: 7,
    checkedBaggageKg: 20,
    change: [true, 300_000, BEFORE_DEPARTURE],
    refund: [true, 500_000, 'Trước giờ khởi hành, hoàn vé trừ phí'],
    noShow: [500_000, 'Thu phí no-show cộng phí đổi hoặc hoàn'],
  },
  {
    airline: 'QH',
    fareFamily: 'Business Flex',
    itineraryType: 'domestic',
    cabinBaggageKg: 14,
    checkedBaggageKg: 40,
    change: [true, 0, 'Miễn phí đổi, thu chênh lệch giá vé (nếu có)'],
    refund: [true, 0, 'Miễn phí hoàn vé trước giờ khởi hành'],
    noShow: [0, 'Được đổi sau giờ khởi hành'],
  },
];

export async function seedDemoB2cContent(tx: Tx, ids: { f1: string; f1Admin: string; now: Date }): Promise<void> {
  const { f1, f1Admin, now } = ids;
  const cover = async () => {
    const { width, height, base64 } = IMAGES.cover;
    const name = `cover-${randomUUID()}-${width}x${height}.webp`;
    const content = Buffer.from(base64, 'base64');
    await tx.insert(contentImages).values({ name, agencyId: f1, contentType: 'image/webp', width, height, content });
    return name;
  };
  for (const { hoursAgo, hasCover, tags, ...article } of ARTICLES)
    await tx.insert(b2cArticles).values({
      ...article,
      tags: [...tags],
      agencyId: f1,
      authorId: f1Admin,
      publishAt: new Date(now.getTime() - hoursAgo * 3_600_000),
      coverImage: hasCover ? await cover() : null,
    });
  await tx.insert(b2cFareRules).values(
    RULES.map(({ change, refund, noShow, notesHtml, ...rule }, index) => ({
      ...rule,
      agencyId: f1,
      isChangeAllowed: change[0],
      changeFee: change[1],
      changeConditions: change[2],
      isRefundAllowed: refund[0],
      refundFee: refund[1],
      refundConditions: refund[2],
      noShowFee: noShow[0],
      noShowConditions: noShow[1],
      notesHtml: notesHtml ?? '',
      sortOrder: index,
    })),
  );
}
