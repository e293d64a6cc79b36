// Where a booking's record lives: the one spelling of the booking-detail address (route table: app/pages.ts).

export const detailPath = (bookingId: string) => `/booking/booking-detail/${bookingId}`;
