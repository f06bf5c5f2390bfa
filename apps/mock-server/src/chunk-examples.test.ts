import { describe, expect, it } from 'vitest';
import { chunkExamplePreference } from './chunk-examples';

const at = (address: string) => new URL(address, 'http://mock.local');

describe('chunkExamplePreference', () => {
  it('names the first chunk when the call has no chunk yet', () => {
    expect(chunkExamplePreference(at('/publish/publish_chunked.php?mode=live'))).toBe(
      'example=live-chunk-1',
    );
  });

  it('names the chunk the address asks for', () => {
    expect(
      chunkExamplePreference(at('/publish/publish_chunked.php?mode=holding&run=c41d07e6&chunk=2')),
    ).toBe('example=holding-chunk-2');
  });

  it('leaves other paths and malformed addresses alone', () => {
    expect(chunkExamplePreference(at('/48213/dashboard?chunk=2'))).toBeNull();
    expect(chunkExamplePreference(at('/publish/publish_chunked.php'))).toBeNull();
    expect(chunkExamplePreference(at('/publish/publish_chunked.php?mode=live&chunk=x'))).toBeNull();
  });
});
