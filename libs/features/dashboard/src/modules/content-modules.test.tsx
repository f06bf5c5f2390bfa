import { screen } from '@testing-library/react';
import { setupMockNetwork } from '@site-admin/testing';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../test/render-module';
import { HoldingPageModule } from './holding-page-module';
import { NextStepsModule } from './next-steps-module';
import { NotificationModule } from './notification-module';

setupMockNetwork();

describe('HoldingPageModule', () => {
  it('says whether the holding page is live and links to it', async () => {
    renderModule(HoldingPageModule, { type: 'holding-page', properties: { active: true } });
    expect(await screen.findByText('Your holding page is live')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit holding page' })).toHaveAttribute(
      'href',
      '/48213/content/holding-page',
    );
  });
});

describe('NextStepsModule', () => {
  it('lists the steps as links', async () => {
    renderModule(NextStepsModule, {
      type: 'next-steps',
      properties: {
        items: [{ title: 'Choose a design', text: 'Pick fonts.', link: '/48213/design' }],
      },
    });
    expect(await screen.findByRole('link', { name: 'Choose a design' })).toHaveAttribute(
      'href',
      '/48213/design',
    );
    expect(screen.getByText('Pick fonts.')).toBeVisible();
  });

  it('says when nothing is left', async () => {
    renderModule(NextStepsModule, { type: 'next-steps', properties: { items: [] } });
    expect(await screen.findByText('You are all set. Nothing else to do for now.')).toBeVisible();
  });
});

describe('NotificationModule', () => {
  it('shows its sanitised text and link', async () => {
    renderModule(NotificationModule, {
      type: 'notification',
      properties: {
        tone: 'warning',
        title: 'Your card expires soon',
        text: '<p>Update it<script>window.hacked = true</script></p>',
        link: '/48213/account/payment/methods',
        linkText: 'Update card',
      },
    });
    expect(await screen.findByText('Your card expires soon')).toBeVisible();
    expect(screen.getByText('Update it')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/48213/account/payment/methods',
    );
  });
});
