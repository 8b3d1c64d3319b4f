import { createContext, type ReactNode, useContext, useState } from 'react';
import {
  type BbEnvironment,
  createBrowserEnvironment,
  createMemoryEnvironment,
} from './bb-environment';

const BbEnvironmentContext = createContext<BbEnvironment | null>(null);

export interface BbProviderProps {
  /** Defaults to the browser environment in the browser and a memory one on the server. */
  environment?: BbEnvironment;
  children?: ReactNode;
}

/** Supplies the environment to every BB hook below it. */
export function BbProvider({ environment, children }: BbProviderProps) {
  const [fallback] = useState(() => (environment ? null : defaultEnvironment()));
  return (
    <BbEnvironmentContext.Provider value={environment ?? fallback}>
      {children}
    </BbEnvironmentContext.Provider>
  );
}

let sharedDefault: BbEnvironment | undefined;

function defaultEnvironment(): BbEnvironment {
  if (typeof window === 'undefined') return createMemoryEnvironment();
  sharedDefault ??= createBrowserEnvironment();
  return sharedDefault;
}

/** The environment of the nearest BbProvider, or the default one when there is none. */
export function useBbEnvironment(): BbEnvironment {
  const environment = useContext(BbEnvironmentContext);
  const [fallback] = useState(() => environment ?? defaultEnvironment());
  return environment ?? fallback;
}
