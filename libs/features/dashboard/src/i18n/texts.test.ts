import { enGB } from '@site-admin/ui';
import { describe, expect, it } from 'vitest';
import { dashboardTexts } from './en-gb';

describe("the dashboard's texts", () => {
  it("live in its own namespace, not in the first screen's shared texts", () => {
    expect(Object.keys(enGB)).not.toContain('dashboard');
    expect(dashboardTexts.accountInfo.welcome).toBe('Welcome back, {{firstname}}');
  });
});
