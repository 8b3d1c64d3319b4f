/** Leaving the page: after sign-in, to an OAuth provider, to the dashboard. */
export interface PageNavigation {
  navigate(url: string): void;
}

export function browserNavigation(): PageNavigation {
  return {
    navigate: (url) => {
      window.location.assign(url);
    },
  };
}

/** Records where the page would have gone: for tests and Storybook. */
export function memoryNavigation(): PageNavigation & { visited: string[] } {
  const visited: string[] = [];
  return { visited, navigate: (url) => void visited.push(url) };
}
