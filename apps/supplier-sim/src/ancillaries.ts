// Add-ons an airline sells per route and passenger type: prepaid baggage by weight, meals and seats, in VND (international dearer).
import type { TPaxType, TSupplierAncillary } from '@portal/contracts';

/** Prepaid checked baggage per airline: [kg, domestic price]. Foreign carriers sell one extra 23 kg piece. */
const BAGGAGE: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  VN: [
    [10, 220_000],
    [20, 380_000],
    [30, 540_000],
  ],
  VJ: [
    [15, 180_000],
    [20, 210_000],
    [25, 290_000],
    [30, 380_000],
    [35, 440_000],
    [40, 500_000],
  ],
  QH: [
    [10, 170_000],
    [15, 230_000],
    [20, 290_000],
    [30, 430_000],
    [40, 560_000],
  ],
  VU: [
    [15, 190_000],
    [20, 240_000],
    [25, 300_000],
    [30, 360_000],
  ],
};
const FOREIGN_BAGGAGE: readonly (readonly [number, number])[] = [[23, 1_200_000]];

type TMeal = readonly [code: string, vi: string, en: string, price: number, paxTypes?: readonly TPaxType[]];

/** Low-cost airlines sell hot meals; VN and foreign carriers serve meals and take special-meal requests free of charge. */
const MEALS: Readonly<Record<string, readonly TMeal[]>> = {
  VJ: [
    ['MEAL-PASTA', 'Mì Ý sốt bò bằm', 'Spaghetti bolognese', 55_000],
    ['MEAL-CHICKEN', 'Cơm gà xối mỡ', 'Crispy chicken rice', 60_000],
    ['MEAL-BANHMI', 'Bánh mì thịt nguội', 'Cold-cut banh mi', 45_000],
  ],
  QH: [
    ['MEAL-SEAFOOD', 'Cơm rang hải sản', 'Seafood fried rice', 70_000],
    ['MEAL-BUNCHA', 'Bún chả Hà Nội', 'Hanoi bun cha', 70_000],
  ],
  VU: [
    ['MEAL-PHO', 'Phở bò', 'Beef pho', 60_000],
    ['MEAL-BAO', 'Bánh bao nhân thịt', 'Pork steamed bun', 40_000],
  ],
};
const SPECIAL_MEALS: readonly TMeal[] = [
  ['MEAL-VGML', 'Suất ăn chay', 'Vegetarian meal (VGML)', 0],
  ['MEAL-CHML', 'Suất ăn trẻ em', 'Child meal (CHML)', 0, ['CHD']],
];

type TSeat = readonly [code: string, vi: string, en: string, price: number, paxTypes: readonly TPaxType[]];

/** Children may not sit in an exit row. */
const SEATS: readonly TSeat[] = [
  ['SEAT-FRONT', 'Ghế hàng đầu', 'Front-row seat', 150_000, ['ADT', 'CHD']],
  ['SEAT-EXIT', 'Ghế cạnh cửa thoát hiểm (chân rộng)', 'Exit-row seat (extra legroom)', 120_000, ['ADT']],
  ['SEAT-STD', 'Chọn trước ghế tiêu chuẩn', 'Standard seat selection', 50_000, ['ADT', 'CHD']],
];

const INTERNATIONAL_FACTOR = 2.5;
const SEATED: readonly TPaxType[] = ['ADT', 'CHD'];
const price = (domestic: number, isDomestic: boolean) =>
  isDomestic ? domestic : Math.round((domestic * INTERNATIONAL_FACTOR) / 1000) * 1000;

/** Everything an airline sells on a route (a connection is one route); infants buy nothing. */
export function ancillaryCatalogue(airline: string, isDomestic: boolean): TSupplierAncillary[] {
  const isForeign = !(airline in BAGGAGE);
  const baggage = (isForeign ? (isDomestic ? [] : FOREIGN_BAGGAGE) : (BAGGAGE[airline] ?? [])).map(
    ([kg, amount]): TSupplierAncillary => ({
      code: `BAG${kg}`,
      category: 'BAGGAGE',
      groupCategory: 'BAGGAGE',
      name: isForeign
        ? { vi: `Thêm 1 kiện hành lý ký gửi ${kg} kg`, en: `One extra ${kg} kg checked piece` }
        : { vi: `Hành lý ký gửi ${kg} kg`, en: `${kg} kg checked baggage` },
      value: kg,
      unit: 'kg',
      price: isForeign ? amount : price(amount, isDomestic),
      paxTypes: [...SEATED],
    }),
  );
  const meals = (MEALS[airline] ?? SPECIAL_MEALS).map(([code, vi, en, amount, paxTypes]): TSupplierAncillary => ({
    code,
    category: 'MEAL',
    groupCategory: 'MEAL',
    name: { vi, en },
    price: price(amount, isDomestic),
    paxTypes: [...(paxTypes ?? SEATED)],
  }));
  const seats = SEATS.map(([code, vi, en, amount, paxTypes]): TSupplierAncillary => ({
    code,
    category: 'SEAT',
    groupCategory: 'SEAT',
    name: { vi, en },
    price: price(amount, isDomestic),
    paxTypes: [...paxTypes],
  }));
  return [...baggage, ...meals, ...seats];
}
