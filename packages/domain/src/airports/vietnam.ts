// The Vietnamese airports the portal sells, in the order pickers show them (busiest first).
import type { TAirportRow } from './types.js';

const VN = 'VN';
const ZONE = 'Asia/Ho_Chi_Minh';

export const VIETNAMESE_AIRPORT_ROWS: readonly TAirportRow[] = [
  ['HAN', 'Hà Nội', 'Hanoi', 'Sân bay quốc tế Nội Bài', 'Noi Bai International Airport', VN, ZONE, 21.2212, 105.8072, ['Ha Noi', 'Hanoi']],
  ['SGN', 'Hồ Chí Minh', 'Ho Chi Minh City', 'Sân bay quốc tế Tân Sơn Nhất', 'Tan Son Nhat International Airport', VN, ZONE, 10.8188, 106.6519, ['Sài Gòn', 'Saigon', 'TP HCM', 'TP. Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'HCM']],
  ['DAD', 'Đà Nẵng', 'Da Nang', 'Sân bay quốc tế Đà Nẵng', 'Da Nang International Airport', VN, ZONE, 16.0439, 108.1994],
  ['CXR', 'Nha Trang', 'Nha Trang', 'Sân bay quốc tế Cam Ranh', 'Cam Ranh International Airport', VN, ZONE, 11.9982, 109.2194, ['Cam Ranh', 'Khánh Hòa']],
  ['PQC', 'Phú Quốc', 'Phu Quoc', 'Sân bay quốc tế Phú Quốc', 'Phu Quoc International Airport', VN, ZONE, 10.1698, 103.9931, ['Kiên Giang']],
  ['HPH', 'Hải Phòng', 'Hai Phong', 'Sân bay quốc tế Cát Bi', 'Cat Bi International Airport', VN, ZONE, 20.8194, 106.7250, ['Cát Bi']],
  ['VII', 'Vinh', 'Vinh', 'Sân bay quốc tế Vinh', 'Vinh International Airport', VN, ZONE, 18.7376, 105.6708, ['Nghệ An']],
  ['HUI', 'Huế', 'Hue', 'Sân bay quốc tế Phú Bài', 'Phu Bai International Airport', VN, ZONE, 16.4015, 107.7030, ['Phú Bài', 'Thừa Thiên Huế']],
  ['VCA', 'Cần Thơ', 'Can Tho', 'Sân bay quốc tế Cần Thơ', 'Can Tho International Airport', VN, ZONE, 10.0851, 105.7119],
  ['DLI', 'Đà Lạt', 'Da Lat', 'Sân bay Liên Khương', 'Lien Khuong Airport', VN, ZONE, 11.7503, 108.3670, ['Liên Khương', 'Lâm Đồng', 'Dalat']],
  ['UIH', 'Quy Nhơn', 'Quy Nhon', 'Sân bay Phù Cát', 'Phu Cat Airport', VN, ZONE, 13.9550, 109.0420, ['Phù Cát', 'Bình Định']],
  ['BMV', 'Buôn Ma Thuột', 'Buon Ma Thuot', 'Sân bay Buôn Ma Thuột', 'Buon Ma Thuot Airport', VN, ZONE, 12.6683, 108.1203, ['Đắk Lắk', 'Ban Me Thuot']],
  ['PXU', 'Pleiku', 'Pleiku', 'Sân bay Pleiku', 'Pleiku Airport', VN, ZONE, 14.0045, 108.0172, ['Gia Lai']],
  ['VDH', 'Đồng Hới', 'Dong Hoi', 'Sân bay Đồng Hới', 'Dong Hoi Airport', VN, ZONE, 17.5150, 106.5906, ['Quảng Bình']],
  ['THD', 'Thanh Hóa', 'Thanh Hoa', 'Sân bay Thọ Xuân', 'Tho Xuan Airport', VN, ZONE, 19.9017, 105.4678, ['Thọ Xuân']],
  ['VCL', 'Quảng Nam', 'Quang Nam', 'Sân bay Chu Lai', 'Chu Lai Airport', VN, ZONE, 15.4033, 108.7067, ['Chu Lai', 'Tam Kỳ']],
  ['TBB', 'Tuy Hòa', 'Tuy Hoa', 'Sân bay Tuy Hòa', 'Tuy Hoa Airport', VN, ZONE, 13.0496, 109.3337, ['Phú Yên']],
  ['VCS', 'Côn Đảo', 'Con Dao', 'Sân bay Côn Đảo', 'Con Dao Airport', VN, ZONE, 8.7318, 106.6329, ['Côn Sơn', 'Bà Rịa - Vũng Tàu']],
  ['VKG', 'Rạch Giá', 'Rach Gia', 'Sân bay Rạch Giá', 'Rach Gia Airport', VN, ZONE, 9.9580, 105.1324],
  ['CAH', 'Cà Mau', 'Ca Mau', 'Sân bay Cà Mau', 'Ca Mau Airport', VN, ZONE, 9.1777, 105.1778],
  ['DIN', 'Điện Biên', 'Dien Bien', 'Sân bay Điện Biên Phủ', 'Dien Bien Phu Airport', VN, ZONE, 21.3975, 103.0078, ['Điện Biên Phủ']],
  ['VDO', 'Quảng Ninh', 'Quang Ninh', 'Sân bay quốc tế Vân Đồn', 'Van Don International Airport', VN, ZONE, 21.1178, 107.4144, ['Vân Đồn', 'Hạ Long']],
];
