import type { DashboardModuleType } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { dashboardExtension } from './index';

// Every module type of the contract (spec 2 section 2) has its part.
const types: Record<DashboardModuleType, true> = {
  'account-info': true,
  announcements: true,
  cam: true,
  'cancel-plan': true,
  'credit-total': true,
  'credit-usage': true,
  'holding-page': true,
  'next-steps': true,
  notification: true,
  statistics: true,
  'storage-plan': true,
  'subscription-info': true,
  tasks: true,
  'top-tips': true,
};

describe('dashboardExtension', () => {
  it('draws every module type of the contract', () => {
    expect(Object.keys(dashboardExtension.dashboardModules ?? {}).sort()).toEqual(
      Object.keys(types).sort(),
    );
  });
});
