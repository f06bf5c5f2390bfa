import { Button, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A path of this app stays in the app; anything else opens in a new tab. */
export const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  if (isAppPath(to))
    return (
      <Link asChild color="brand.600" fontWeight="medium">
        <RouterLink to={to}>{children}</RouterLink>
      </Link>
    );
  return (
    <Link href={to} target="_blank" rel="noopener noreferrer" color="brand.600">
      {children}
    </Link>
  );
}

export function AppLinkButton({
  to,
  children,
  variant = 'outline',
}: {
  to: string;
  children: ReactNode;
  variant?: 'outline' | 'solid' | 'ghost';
}) {
  if (isAppPath(to))
    return (
      <Button asChild size="sm" variant={variant}>
        <RouterLink to={to}>{children}</RouterLink>
      </Button>
    );
  return (
    <Button asChild size="sm" variant={variant}>
      <a href={to} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </Button>
  );
}
