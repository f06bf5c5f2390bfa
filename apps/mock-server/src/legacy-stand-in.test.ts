import { describe, expect, it } from 'vitest';
import { legacyStandIn } from './legacy-stand-in';

const at = (address: string) => new URL(address, 'http://mock.local');

describe('the dispatch note stand-in', () => {
  it('draws one note per order, each on its own printed page', () => {
    const page = legacyStandIn(
      at('/edit/dynamic/shop/shop_management/dispatch_note.php?id=10461,10457,10452'),
    );
    expect(page).toContain('<title>Dispatch notes – 3 orders</title>');
    for (const id of ['10461', '10457', '10452'])
      expect(page).toContain(`Dispatch note for order #${id}</h2>`);
    expect(page).toContain('section + section { break-before: page; }');
  });

  it('keeps the single note of the order panel and ignores what is not an ID', () => {
    const page = legacyStandIn(
      at('/edit/dynamic/shop/shop_management/dispatch_note.php?id=10452,<b>'),
    );
    expect(page).toContain('<title>Dispatch note – Order #10452</title>');
    expect(page).not.toContain('<b>');
  });
});
