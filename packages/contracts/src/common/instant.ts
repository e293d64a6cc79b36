// An ISO instant with its offset that PostgreSQL's timestamptz can hold: years 2000–2100 (a year 0 or 10000 is a 400
// naming the field, not a database error).
import { z } from 'zod';

export const ZInstant = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  },
  { message: 'Must be between the years 2000 and 2100' },
);
