import { createI18n } from '@site-admin/ui';
import { describe, expect, it, vi } from 'vitest';
import { createSessionController } from './session-controller';

describe('createSessionController', () => {
  it('holds a 401 that arrives before the login dialog is drawn until the dialog connects', async () => {
    const session = createSessionController(createI18n(), vi.fn());
    const signedIn = session.handlers.reauthenticate();
    const askForLogin = vi.fn(() => Promise.resolve());

    session.connect({ askForLogin });

    await expect(signedIn).resolves.toBeUndefined();
    expect(askForLogin).toHaveBeenCalledTimes(1);
  });
});
