import { describe, expect, it } from 'vitest';

import { documentTitle } from './document-title';

describe('documentTitle', () => {
  it('names the screen, its workspace and the product', () => {
    expect(documentTitle('Sales', 'Acme Learning', 'Lumen dashboard')).toBe('Sales · Acme Learning · Lumen dashboard');
  });
  it('leaves out a missing part and a workspace page repeating its own name', () => {
    expect(documentTitle('Users', null, 'Lumen dashboard')).toBe('Users · Lumen dashboard');
    expect(documentTitle('Acme Learning', 'Acme Learning', 'Lumen dashboard')).toBe('Acme Learning · Lumen dashboard');
    expect(documentTitle(undefined, ' ', 'Lumen dashboard')).toBe('Lumen dashboard');
  });
});
