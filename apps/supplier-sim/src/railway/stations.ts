// The railway's stations (DOMAIN.md §1): the North–South main line with its km posts from Hà Nội, and the northern lines,
// each with lower-case search aliases without accents.
import type { TRailwayStation } from '@portal/contracts';

/** [code, name, km post, line, aliases] */
type TStationRow = [string, string, number, string, string[]];
const station = (...[code, name, kmPost, line, aliases]: TStationRow): TRailwayStation => ({
  code,
  name,
  aliases,
  kmPost,
  line,
});

/** Km posts of the main line are close to the real ones (Hà Nội 0, Đà Nẵng 791, Nha Trang 1315, Sài Gòn 1726). */
export const STATIONS: readonly TRailwayStation[] = [
  station('HNO', 'Hà Nội', 0, 'NS', ['hn', 'ha noi', 'hanoi']),
  station('GBA', 'Giáp Bát', 5, 'NS', ['giap bat']),
  station('PLY', 'Phủ Lý', 56, 'NS', ['phu ly', 'ha nam']),
  station('NDI', 'Nam Định', 87, 'NS', ['nam dinh']),
  station('NBI', 'Ninh Bình', 115, 'NS', ['ninh binh']),
  station('THO', 'Thanh Hóa', 175, 'NS', ['thanh hoa']),
  station('VIN', 'Vinh', 319, 'NS', ['vinh', 'nghe an']),
  station('DHO', 'Đồng Hới', 522, 'NS', ['dong hoi', 'quang binh']),
  station('DHA', 'Đông Hà', 622, 'NS', ['dong ha', 'quang tri']),
  station('HUE', 'Huế', 688, 'NS', ['hue']),
  station('DNA', 'Đà Nẵng', 791, 'NS', ['dn', 'da nang', 'danang']),
  station('TKY', 'Tam Kỳ', 865, 'NS', ['tam ky', 'quang nam']),
  station('QNG', 'Quảng Ngãi', 928, 'NS', ['quang ngai']),
  station('DTR', 'Diêu Trì', 1096, 'NS', ['dieu tri', 'quy nhon', 'binh dinh']),
  station('THA', 'Tuy Hòa', 1198, 'NS', ['tuy hoa', 'phu yen']),
  station('NTR', 'Nha Trang', 1315, 'NS', ['nt', 'nha trang', 'khanh hoa']),
  station('TCH', 'Tháp Chàm', 1408, 'NS', ['thap cham', 'phan rang', 'ninh thuan']),
  station('MMA', 'Bình Thuận', 1551, 'NS', ['binh thuan', 'muong man', 'phan thiet']),
  station('BHO', 'Biên Hòa', 1697, 'NS', ['bien hoa', 'dong nai']),
  station('DIA', 'Dĩ An', 1707, 'NS', ['di an', 'binh duong']),
  station('SGO', 'Sài Gòn', 1726, 'NS', ['hcm', 'sg', 'saigon', 'sai gon', 'ho chi minh', 'tphcm']),
  station('GLA', 'Gia Lâm', 5, 'HP', ['gia lam', 'long bien']),
  station('HPH', 'Hải Phòng', 102, 'HP', ['hp', 'hai phong', 'haiphong']),
  station('YBA', 'Yên Bái', 155, 'LC', ['yen bai']),
  station('LCA', 'Lào Cai', 294, 'LC', ['lao cai', 'sapa', 'sa pa']),
  station('LSO', 'Lạng Sơn', 162, 'LS', ['lang son', 'dong dang']),
];

const BY_CODE: ReadonlyMap<string, TRailwayStation> = new Map(STATIONS.map((item) => [item.code, item]));

export function stationByCode(code: string): TRailwayStation | undefined {
  return BY_CODE.get(code);
}

/** Lower case without accents ("Đà Nẵng" → "da nang"), as the aliases are written. */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** The station a name, code or alias means ("Sài Gòn", "sgo", "hcm" → SGO), or undefined. */
export function findStation(text: string): TRailwayStation | undefined {
  const folded = foldAccents(text);
  return STATIONS.find(
    (item) => item.code.toLowerCase() === folded || foldAccents(item.name) === folded || item.aliases.includes(folded),
  );
}
