// The demo F1's B2C tours (issue 20): Hạ Long 2N1Đ, Đà Nẵng–Hội An 4N3Đ and Phú Quốc 3N2Đ, departing in the coming months.
import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { b2cTourDepartures, b2cTours } from '../schema/b2c-tours.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const TIERS = [
  { daysBefore: 15, percentKept: 0 },
  { daysBefore: 7, percentKept: 30 },
  { daysBefore: 2, percentKept: 50 },
  { daysBefore: 0, percentKept: 100 },
];

const p = (text: string) => `<p>${text}</p>`;

const TOURS = [
  {
    tour: {
      code: 'HL-2N1D',
      title: 'Hạ Long 2N1Đ – Ngủ đêm du thuyền 5 sao',
      slug: 'ha-long-2n1d-ngu-dem-du-thuyen',
      days: 2,
      nights: 1,
      departurePoint: 'Hà Nội',
      summary: 'Ngắm hoàng hôn trên vịnh, chèo kayak hang Luồn, thăm hang Sửng Sốt; xe limousine đón tại phố cổ.',
      descriptionHtml: p(
        'Hành trình <strong>hai ngày một đêm</strong> trên du thuyền 5 sao giữa Di sản thiên nhiên thế giới.',
      ),
      itinerary: [
        {
          title: 'Hà Nội – Hạ Long – Hang Luồn',
          bodyHtml:
            p('08:00 xe limousine đón tại phố cổ. 12:30 lên du thuyền, ăn trưa, chèo kayak hang Luồn.') +
            p('Tối: lớp nấu ăn, câu mực đêm.'),
          meals: ['L', 'D'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Hang Sửng Sốt – Hà Nội',
          bodyHtml: p('Tập Thái Cực Quyền trên boong, thăm hang Sửng Sốt, ăn trưa muộn, về Hà Nội khoảng 17:00.'),
          meals: ['B', 'L'] as ('B' | 'L' | 'D')[],
          images: [],
        },
      ],
      adultPrice: 3_290_000,
      childPrice: { mode: 'percent' as const, value: 75 },
      infantPrice: 0,
      singleRoomSupplement: 1_500_000,
      depositPercent: 50,
      included: [
        'Xe limousine Hà Nội – Hạ Long khứ hồi',
        'Cabin đôi trên du thuyền',
        'Vé tham quan, kayak',
        'Hướng dẫn viên tiếng Việt',
      ],
      excluded: ['Đồ uống', 'Chi tiêu cá nhân', 'VAT 8 %'],
      cancellationTiers: TIERS,
      status: 'published' as const,
    },
    /** Every Saturday for three months, 30 seats. */
    departures: { every: 'saturday' as const, days: 90, seats: 30 },
  },
  {
    tour: {
      code: 'DN-HA-4N3D',
      title: 'Đà Nẵng – Hội An – Bà Nà 4N3Đ',
      slug: 'da-nang-hoi-an-ba-na-4n3d',
      days: 4,
      nights: 3,
      departurePoint: 'TP. Hồ Chí Minh',
      summary: 'Bay Vietnam Airlines, khách sạn 4 sao ven biển Mỹ Khê, phố cổ Hội An về đêm, Cầu Vàng Bà Nà.',
      descriptionHtml: p('Bốn ngày miền Trung: biển, phố cổ và núi, giá đã gồm vé máy bay khứ hồi.'),
      itinerary: [
        {
          title: 'TP. Hồ Chí Minh – Đà Nẵng – Sơn Trà',
          bodyHtml: p('Bay sáng, thăm chùa Linh Ứng, nhận phòng, tắm biển Mỹ Khê.'),
          meals: ['L', 'D'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Bà Nà Hills – Cầu Vàng',
          bodyHtml: p('Cáp treo Bà Nà, Cầu Vàng, làng Pháp; buffet trưa trên núi.'),
          meals: ['B', 'L'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Hội An',
          bodyHtml: p('Rừng dừa Bảy Mẫu, chiều tối dạo phố cổ, thả đèn hoa đăng sông Hoài.'),
          meals: ['B', 'D'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Đà Nẵng – TP. Hồ Chí Minh',
          bodyHtml: p('Chợ Hàn mua quà, ra sân bay.'),
          meals: ['B'] as ('B' | 'L' | 'D')[],
          images: [],
        },
      ],
      adultPrice: 6_990_000,
      childPrice: { mode: 'amount' as const, value: 4_990_000 },
      infantPrice: 500_000,
      singleRoomSupplement: 2_400_000,
      depositPercent: 30,
      included: [
        'Vé máy bay khứ hồi Vietnam Airlines, 23 kg hành lý',
        'Khách sạn 4 sao (phòng đôi)',
        'Vé cáp treo Bà Nà',
        'Bảo hiểm du lịch',
      ],
      excluded: ['Phụ thu lễ Tết', 'Đồ uống, chi tiêu cá nhân'],
      cancellationTiers: TIERS,
      status: 'published' as const,
    },
    /** Fixed dates: every second Thursday for three months, 25 seats. */
    departures: { every: 'fortnight' as const, days: 90, seats: 25 },
  },
  {
    tour: {
      code: 'PQ-3N2D',
      title: 'Phú Quốc 3N2Đ – Nam đảo và cáp treo Hòn Thơm',
      slug: 'phu-quoc-3n2d-nam-dao-hon-thom',
      days: 3,
      nights: 2,
      departurePoint: 'Hà Nội',
      summary: 'Resort 4 sao Bãi Trường, lặn ngắm san hô An Thới, cáp treo vượt biển Hòn Thơm, chợ đêm Dinh Cậu.',
      descriptionHtml: p('Nghỉ dưỡng <em>đảo ngọc</em> ba ngày hai đêm, khởi hành hằng ngày.'),
      itinerary: [
        {
          title: 'Hà Nội – Phú Quốc – chợ đêm',
          bodyHtml: p('Bay trưa, nhận phòng resort, tối dạo chợ đêm Dinh Cậu.'),
          meals: ['D'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Nam đảo – Hòn Thơm',
          bodyHtml: p('Cano 4 đảo, lặn ngắm san hô, cáp treo Hòn Thơm, công viên nước.'),
          meals: ['B', 'L'] as ('B' | 'L' | 'D')[],
          images: [],
        },
        {
          title: 'Phú Quốc – Hà Nội',
          bodyHtml: p('Tự do tắm biển, trả phòng, ra sân bay.'),
          meals: ['B'] as ('B' | 'L' | 'D')[],
          images: [],
        },
      ],
      adultPrice: 5_490_000,
      childPrice: { mode: 'percent' as const, value: 50 },
      infantPrice: 0,
      singleRoomSupplement: 1_900_000,
      depositPercent: 50,
      included: ['Vé máy bay khứ hồi Vietjet, 20 kg hành lý', 'Resort 4 sao (phòng đôi)', 'Cano 4 đảo, vé cáp treo'],
      excluded: ['Vé VinWonders', 'Chi tiêu cá nhân'],
      cancellationTiers: TIERS,
      status: 'published' as const,
    },
    /** Daily for two months, 20 seats. */
    departures: { every: 'day' as const, days: 60, seats: 20 },
  },
];

/** Calendar days (Vietnam) from tomorrow for `days` days, filtered by the pattern. */
function datesOf(now: Date, pattern: { every: 'saturday' | 'fortnight' | 'day'; days: number }): string[] {
  const today = new Date(now.getTime() + 7 * 3_600_000);
  const dates: string[] = [];
  let thursdays = 0;
  for (let day = 1; day <= pattern.days; day++) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day));
    const weekday = date.getUTCDay();
    const isThursday = weekday === 4 && thursdays++ % 2 === 0;
    if (
      pattern.every === 'day' ||
      (pattern.every === 'saturday' && weekday === 6) ||
      (pattern.every === 'fortnight' && isThursday)
    )
      dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** Adds the demo F1's tours once (a second run finds them and adds nothing). */
export async function seedDemoTours(tx: Tx, options: { f1: string; now: Date }): Promise<void> {
  const existing = await tx
    .select({ id: b2cTours.id })
    .from(b2cTours)
    .where(eq(b2cTours.agencyId, options.f1))
    .limit(1);
  if (existing.length > 0) return;
  for (const { tour, departures } of TOURS) {
    const [row] = await tx
      .insert(b2cTours)
      .values({ ...tour, agencyId: options.f1, updatedAt: options.now })
      .returning({ id: b2cTours.id });
    await tx.insert(b2cTourDepartures).values(
      datesOf(options.now, departures).map((departureDate) => ({
        tourId: row!.id,
        agencyId: options.f1,
        departureDate,
        seats: departures.seats,
      })),
    );
  }
}
