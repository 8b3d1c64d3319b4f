import type { BbEnvironment } from '../environment';
import { clearRequestedWriter } from '../requested-writer';
import { orderUrl } from './order-url';
import type { ShortFormEffects } from './short-form-submission';

/** What the hook gives the pipelines besides the environment. */
export interface ShortFormEffectParts
  extends Pick<ShortFormEffects, 'setLoading' | 'checkUser' | 'openLoginModal' | 'showErrors'> {
  satellite: boolean;
  /** Clears the stored draft (the form's draft storage). */
  clearDraft: () => void;
  /** Replaces the navigation to the order (a host with its own router). */
  onNavigate?: (url: string) => void;
}

/**
 * What the short form's pipelines do to the world, from the environment: the API and analytics,
 * the order's address (the page's `url` parameter is kept, except on a satellite), navigation,
 * and clearing the draft and the stored writer. `signal` cancels the calls with the form.
 */
export function shortFormEffects(
  environment: BbEnvironment,
  signal: AbortSignal,
  parts: ShortFormEffectParts,
): ShortFormEffects {
  const { api, addressBar, navigation, analytics, localStorage } = environment;
  return {
    // setLoading, checkUser, openLoginModal and showErrors are the hook's own.
    ...parts,
    api,
    analytics,
    signal,
    orderUrl: (dataBoxKey) =>
      orderUrl(api, dataBoxKey, parts.satellite ? null : addressBar.params().get('url')),
    navigate: (url) => (parts.onNavigate ? parts.onNavigate(url) : navigation.navigate(url)),
    clearStorage: () => {
      parts.clearDraft();
      clearRequestedWriter(localStorage);
    },
  };
}
