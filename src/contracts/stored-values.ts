import { z } from 'zod';

const FIRST_MS = Date.parse('1900-01-01T00:00:00Z');
const LAST_MS = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * A time the server stores and reads back. Years before 1900 are refused: a date in the years
 * 0001–0099 came back from the database driver as 19xx or 20xx (JavaScript's two-digit-year
 * rule), and no bet or event is that old. Past 9999 (an offset can carry 9999-12-31 over) the
 * ISO text the API answers with would no longer have four-digit years.
 */
export const storedTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((text) => Date.parse(text) >= FIRST_MS && Date.parse(text) <= LAST_MS, {
    message: 'dates must fall between the years 1900 and 9999',
  });

/**
 * An amount of money stored in whole cents, positive: under half a cent it would round to
 * nothing, which a stake cannot be.
 */
export const positiveCentsSchema = z
  .number()
  .finite()
  .refine((amount) => Math.round(amount * 100) >= 1, {
    message: 'the amount must be at least one cent (0.01)',
  });
