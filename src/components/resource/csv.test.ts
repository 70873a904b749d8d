import { describe, expect, it } from 'vitest';

import { buildCsv, csvCell, csvColumnOf, UTF8_BOM } from './csv';

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

  it("writes a list's items and an enum's label, as the table shows them", () => {
    expect(csvCell(['#sales', 'onboarding'])).toBe('#sales, onboarding');
    expect(csvCell([])).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(80)).toBe('80');
    expect(csvCell({ nested: true })).toBe('');
    const labels: Record<string, string> = { title: 'Layout', 'layouts.modern': 'Modern', 'roles.admin': 'Admin' };
    const t = (key: string, options?: { defaultValue: string }) => labels[key] ?? options?.defaultValue ?? key;
    const layout = csvColumnOf<{ id: string; layout: string }>({ key: 'layout', title: 'title', labels: 'layouts' }, t);
    expect([layout.header, layout.value({ id: '1', layout: 'modern' })]).toEqual(['Layout', 'Modern']);
    // A code without a translation stays as it is.
    expect(layout.value({ id: '1', layout: 'retro' })).toBe('retro');
    const roles = csvColumnOf<{ id: string; roles: string[] }>({ key: 'roles', title: 'roles', labels: 'roles' }, t);
    expect(roles.value({ id: '1', roles: ['admin', 'sales'] })).toBe('Admin, sales');
  });
});
