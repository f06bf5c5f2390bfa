import { Button, Dialog, Field, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  reloginMutation,
  sessionKeys,
  useApiClient,
  type Account,
} from '@site-admin/api-client';
import {
  dialogRecipe,
  dismissNotification,
  fieldSlotRecipe,
  inputRecipe,
  ProgressButton,
  notify,
} from '@site-admin/ui';
import { validateLoginPassword } from '@site-admin/validation';
import { useState, type FormEvent } from 'react';
import { signInFailureText } from './sign-in-feedback';
import { TwoFactorForm } from './two-factor-form';
import { useShellT } from './shell-texts';
import { signInTexts } from './sign-in-texts';

interface ReloginDialogProps {
  open: boolean;
  onSignedIn: () => void;
  onCancel: () => void;
}

/** A 403 with error "2fa": the account needs its two-factor code. */
export function needsTwoFactor(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'error' in error.body &&
    error.body.error === '2fa'
  );
}

/**
 * Asks for the password again when the session ended, over whatever the user was doing, so the
 * requests waiting behind it can be sent again.
 */
export function ReloginDialog({ open, onSignedIn, onCancel }: ReloginDialogProps) {
  const { t } = useShellT(signInTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const account = queryClient.getQueryData<Account>(sessionKeys.account());
  const [username, setUsername] = useState(account?.username ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  const login = useMutation(reloginMutation(client));

  const finish = () => {
    setPassword('');
    setError(null);
    setTwoFactor(false);
    // A 419's 'reload the page' was about the session that just ended: this one is new.
    dismissNotification('session-expired');
    notify({ type: 'success', title: t('session.loggedIn') });
    onSignedIn();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const invalid = validateLoginPassword(password);
    if (invalid) {
      setError(t('session.relogin.passwordRequired'));
      return;
    }
    setError(null);
    login.mutate(
      {
        username: account?.username ?? username,
        password,
        ...(account ? { siteid: account.siteid } : {}),
      },
      {
        onSuccess: finish,
        onError: (failure) => {
          if (needsTwoFactor(failure)) setTwoFactor(true);
          else if (failure instanceof ApiError && failure.status === 422) {
            setError(t('session.relogin.passwordIncorrect'));
          } else setError(signInFailureText(failure));
        },
      },
    );
  };

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open={open}
      // The two-factor step cannot be closed: its cancel goes to the login page.
      onOpenChange={(details) => (details.open || twoFactor ? undefined : onCancel())}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {twoFactor ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('twoFactor.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  <TwoFactorForm
                    showHeading={false}
                    onSignedIn={finish}
                    onCancel={() => window.location.assign('/login')}
                  />
                </Dialog.Body>
              </>
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{t('session.relogin.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{t('session.relogin.intro')}</Text>
                    <Field.Root recipe={fieldSlotRecipe} readOnly={Boolean(account)}>
                      <Field.Label>{t('session.relogin.username')}</Field.Label>
                      <Input
                        recipe={inputRecipe}
                        name="username"
                        autoComplete="username"
                        value={account?.username ?? username}
                        onChange={(event) => setUsername(event.target.value)}
                      />
                    </Field.Root>
                    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required>
                      <Field.Label>{t('session.relogin.password')}</Field.Label>
                      <Input
                        recipe={inputRecipe}
                        type="password"
                        name="password"
                        autoComplete="current-password"
                        // The dialog's focus trap starts here (React's autoFocus leaves no
                        // attribute for it to find, so it took the read-only email).
                        data-autofocus
                        value={password}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
                    </Field.Root>
                    <Link href="/login" fontSize="sm">
                      {t('session.relogin.differentAccount')}
                    </Link>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onCancel}>
                    {t('session.relogin.cancel')}
                  </Button>
                  <ProgressButton type="submit" colorPalette="blue" loading={login.isPending}>
                    {t('session.relogin.submit')}
                  </ProgressButton>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
