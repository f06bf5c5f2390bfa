import { Card, Center, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, ProgressButton } from '@site-admin/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, loginMutation, sameOriginPath, useApiClient } from '@site-admin/api-client';
import { validateLoginPassword } from '@site-admin/validation';
import { useState, type FormEvent } from 'react';
import { useShellT } from './shell-texts';
import { signInTexts } from './sign-in-texts';
import { useSearchParams } from 'react-router';
import { needsTwoFactor } from './relogin-dialog';
import { rememberSignedInNotice, signInFailureText } from './sign-in-feedback';
import { TwoFactorForm } from './two-factor-form';

/**
 * Where to go after signing in: a same-origin path from `?redirect=` (the one check every redirect
 * target passes, tricks like `/%5Cevil.com` refused), else the site's dashboard.
 */
export function afterLoginPath(
  redirect: string | null,
  siteid: number | undefined,
  origin: string = window.location.origin,
): string {
  const path = redirect ? sameOriginPath(redirect, origin) : null;
  return path ?? (siteid ? `/${siteid}/dashboard` : '/');
}

/** A full page load follows signing in; the notice is shown by the page it loads. */
const loadPage = (path: string) => window.location.assign(path);

/** The sign-in page at /login, outside any site. A full page load follows, so no state is stale. */
export function LoginPage({ onSignedIn = loadPage }: { onSignedIn?: (path: string) => void }) {
  const { t } = useShellT(signInTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const siteParam = Number(params.get('siteid'));
  const siteid = Number.isInteger(siteParam) && siteParam > 0 ? siteParam : undefined;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [twoFactor, setTwoFactor] = useState(false);
  const login = useMutation(loginMutation(client, queryClient));

  const done = (signedInSite: number | undefined) => {
    // After the password or the two-factor step: the next page says 'Successfully logged in!'.
    rememberSignedInNotice();
    onSignedIn(afterLoginPath(params.get('redirect'), signedInSite ?? siteid));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const next = {
      ...(username.trim() === '' ? { username: t('login.usernameRequired') } : {}),
      ...(validateLoginPassword(password)
        ? { password: t('session.relogin.passwordRequired') }
        : {}),
    };
    setErrors(next);
    if (next.username || next.password) return;
    login.mutate(
      { username: username.trim(), password, ...(siteid ? { siteid } : {}) },
      {
        onSuccess: (reply) => done(reply.siteid),
        onError: (failure) => {
          if (needsTwoFactor(failure)) setTwoFactor(true);
          else if (failure instanceof ApiError && failure.status === 422) {
            setErrors({ password: t('session.relogin.passwordIncorrect') });
          } else {
            const text = signInFailureText(failure);
            setErrors(text ? { form: text } : {});
          }
        },
      },
    );
  };

  return (
    <Center minH="100dvh" px="4" bg="gray.50">
      <Card.Root w="full" maxW="md">
        <Card.Body>
          {twoFactor ? (
            <TwoFactorForm onSignedIn={() => done(siteid)} onCancel={() => setTwoFactor(false)} />
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="5">
                <Stack gap="1">
                  <Heading as="h1" size="xl">
                    {t('login.title')}
                  </Heading>
                  <Text color="fg.muted">{t('login.intro')}</Text>
                </Stack>
                <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.username)} required>
                  <Field.Label>{t('session.relogin.username')}</Field.Label>
                  <Input
                    recipe={inputRecipe}
                    name="username"
                    type="email"
                    autoComplete="username"
                    // The page is for signing in: the email field is where the owner starts.
                    autoFocus
                    value={username}
                    onChange={(event) => setUsername(event.target.value)}
                  />
                  {errors.username ? <Field.ErrorText>{errors.username}</Field.ErrorText> : null}
                </Field.Root>
                <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.password)} required>
                  <Field.Label>{t('session.relogin.password')}</Field.Label>
                  <Input
                    recipe={inputRecipe}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : null}
                </Field.Root>
                {errors.form ? (
                  <Text role="alert" color="fg.error">
                    {errors.form}
                  </Text>
                ) : null}
                <ProgressButton type="submit" colorPalette="blue" loading={login.isPending}>
                  {t('session.relogin.submit')}
                </ProgressButton>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
