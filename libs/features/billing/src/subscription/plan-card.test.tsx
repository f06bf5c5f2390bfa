import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@site-admin/testing';
import type { Plan } from '@site-admin/api-client';
import { describe, expect, it } from 'vitest';
import { plans } from '../test/fixtures';
import { PlanCard } from './plan-card';

const starter = plans['11'] as Plan;

function renderCard(plan: Plan) {
  const card = (
    <PlanCard
      plan={plan}
      siteid={48213}
      disabled
      downgrade={false}
      highlighted={false}
      onChoose={() => undefined}
    />
  );
  renderRoutes([{ path: '/', element: card }], '/');
}

describe('PlanCard', () => {
  it("says why a plan is unavailable by its warning key's text, then the messages", async () => {
    renderCard(starter);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Your site uses more than this plan allows.Your shop has 240 products; Starter allows up to 50.',
    );
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
  });

  it('gives the reason of a key without messages', async () => {
    renderCard({
      ...starter,
      featureWarnings: ['subscription.plan_warnings.contact_support', [], []],
    });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your site uses more than this plan allows.',
    );
  });

  it('gives the general reason for a key it has no text for', async () => {
    renderCard({ ...starter, featureWarnings: ['plan_warnings.some_new_reason', [], []] });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This plan cannot hold your site as it is.',
    );
  });

  it('says whether Find out more has opened the description it controls', async () => {
    const user = userEvent.setup();
    renderCard(starter);
    const toggle = await screen.findByRole('button', { name: 'Find out more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const description = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(description).toContainElement(screen.getByRole('list'));
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(description).toHaveTextContent(starter.summary);
  });
});
