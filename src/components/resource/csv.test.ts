import { describe, expect, it } from 'vitest';

import { buildCsv, UTF8_BOM } from './csv';

describe('CSV export', () => {
  it('starts with the BOM, quotes what needs quoting, ends lines with CRLF', () => {
    const csv = buildCsv(
      ['Id', 'Organization Name', 'Group Name'],
      [
        ['c1', 'Acme, Inc.', 'Sales "A"'],
        ['c2', '한국', '日本'],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Id,Organization Name,Group Name\r\nc1,"Acme, Inc.","Sales ""A"""\r\nc2,한국,日本\r\n');
  });
});
