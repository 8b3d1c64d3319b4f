import { renderToString } from 'react-dom/server';
import type { BbEnvironment } from '../environment/bb-environment';
import { BbProvider } from '../environment/bb-provider';

function HookProbe<T>({ useValue, show }: { useValue: () => T; show: (value: T) => string }) {
  return <output>{show(useValue())}</output>;
}

/**
 * Renders a hook with react-dom/server, as server rendering would, and returns the text `show`
 * makes of its result. Throws if the hook touches the browser while rendering.
 */
export function renderHookOnServer<T>(
  environment: BbEnvironment,
  useValue: () => T,
  show: (value: T) => string,
): string {
  const html = renderToString(
    <BbProvider environment={environment}>
      <HookProbe useValue={useValue} show={show} />
    </BbProvider>,
  );
  return html.replace(/^<output>|<\/output>$/g, '');
}
