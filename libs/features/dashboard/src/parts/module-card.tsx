import { Card, Heading, HStack } from '@chakra-ui/react';
import type { DashboardModule } from '@site-admin/api-client';
import type { ReactNode } from 'react';

/** A module's frame: its heading, its body and an optional action beside the heading. */
export function ModuleCard({
  title,
  action,
  children,
  type,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  type: DashboardModule['type'];
}) {
  return (
    <Card.Root variant="outline" data-testid="dashboard-module" data-module={type} minW="0">
      <Card.Header pb="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
