import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Extension } from './contracts';
import { buildRegistry, type Registry } from './registry';

const ExtensionsContext = createContext<Registry | null>(null);

/** Holds the registry of the extensions the app composes (each test builds its own). */
export function ExtensionsProvider({
  value,
  children,
}: {
  value: readonly Extension[];
  children: ReactNode;
}) {
  const registry = useMemo(() => buildRegistry(value), [value]);
  return <ExtensionsContext.Provider value={registry}>{children}</ExtensionsContext.Provider>;
}

const empty = buildRegistry([]);

/** The composed parts; an empty registry outside a provider (a part then draws its fallback). */
export function useExtensions(): Registry {
  return useContext(ExtensionsContext) ?? empty;
}
