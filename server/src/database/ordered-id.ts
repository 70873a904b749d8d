import { randomBytes } from 'node:crypto';

/*
 * Row ids that sort in the order they were made (UUID version 7: 48 bits of milliseconds, then a
 * counter and random bits). Every list's order ends with the id (stable paging), and createdAt has
 * whole seconds on SQLite and one value per transaction on PostgreSQL: with random ids, entries
 * written in the same second (an invitation requested, approved, accepted) came back in any order.
 */
let lastMillisecond = 0;
let counter = 0;

export const orderedId = (now = Date.now()): string => {
  if (now <= lastMillisecond) {
    // Same (or an earlier, after a clock step) millisecond: keep counting from the last one.
    counter += 1;
    if (counter > 0xfff) {
      lastMillisecond += 1;
      counter = 0;
    }
  } else {
    lastMillisecond = now;
    counter = 0;
  }
  const bytes = randomBytes(16);
  const time = lastMillisecond;
  bytes[0] = Math.floor(time / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(time / 2 ** 32) & 0xff;
  bytes[2] = (time >>> 24) & 0xff;
  bytes[3] = (time >>> 16) & 0xff;
  bytes[4] = (time >>> 8) & 0xff;
  bytes[5] = time & 0xff;
  bytes[6] = 0x70 | ((counter >>> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
