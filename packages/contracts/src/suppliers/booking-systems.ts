// The booking systems' schemas; their facts live in booking-system-facts.ts (zod-free, decision 065).
import { z } from 'zod';
import { BOOKING_SYSTEMS, PROMOTION_AIRLINES } from './booking-system-facts.js';

export * from './booking-system-facts.js';

export const ZBookingSystem = z.enum(BOOKING_SYSTEMS);
export const ZPromotionAirline = z.enum(PROMOTION_AIRLINES);
