import { ApiError } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { publishFailure, publishMode, publishStatus, siteAddress } from './publish-status';

describe('publishStatus', () => {
  it('gives a trial site the upsell, whatever its holding page', () => {
    expect(publishStatus({ sitestatus: 'T', holding_page_active: true })).toBe('trial');
    expect(publishStatus({ sitestatus: 'T', holding_page_active: false })).toBe('trial');
  });

  it('publishes the holding page while it is active, else the site', () => {
    expect(publishStatus({ sitestatus: 'Y', holding_page_active: true })).toBe('holding');
    expect(publishStatus({ sitestatus: 'A', holding_page_active: false })).toBe('active');
    expect(publishMode('holding')).toBe('holding');
    expect(publishMode('active')).toBe('live');
  });
});

describe('siteAddress', () => {
  it('prefers the domain, else the builder address', () => {
    expect(
      siteAddress({ primary_domain: 'hartleyandfinch.co.uk', siteurl: 'https://x.example' }),
    ).toBe('https://hartleyandfinch.co.uk');
    expect(siteAddress({ primary_domain: null, siteurl: 'https://x.example' })).toBe(
      'https://x.example',
    );
  });
});

describe('publishFailure', () => {
  it('is the network message when no reply came', () => {
    expect(publishFailure(new ApiError(0, '', 'Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it("names the reply's own message", () => {
    const error = new ApiError(500, 'Internal Server Error', 'Chunk 3 failed', {
      message: 'Chunk 3 failed',
    });
    expect(publishFailure(error)).toEqual({ kind: 'message', message: 'Chunk 3 failed' });
  });

  it('is the generic message when the reply says nothing or the failure is not a reply', () => {
    expect(publishFailure(new ApiError(502, 'Bad Gateway', '502 Bad Gateway', ''))).toEqual({
      kind: 'unknown',
    });
    expect(publishFailure(new Error('The publish reply has no next chunk to fetch.'))).toEqual({
      kind: 'unknown',
    });
  });
});
