import { type BbEnvironment, keepClearOfPrimaryAction, loadCommonSettings } from '@bb/form-hooks';
import { COOKIE_AGREEMENT_VALUE, STORAGE_KEYS } from '@bb/validation';

/** The settings value meaning the site has a native cookie banner instead of ours (spec §2). */
const NATIVE_BANNER = 'native';

function accepted(environment: BbEnvironment): boolean {
  try {
    return (
      environment.localStorage.getItem(STORAGE_KEYS.cookieAgreement) === COOKIE_AGREEMENT_VALUE
    );
  } catch {
    return false;
  }
}

/**
 * The cookie notice without React (spec §2, §4), as `@bb/ui`'s `CookieNotice` renders it from its
 * pre-rendered `template`: once the common settings have loaded (or failed), unless they name a
 * native banner or acceptance is stored under policy|usage. 'It's OK' stores it and hides it.
 * Like the React notice, it moves to the top while the bottom would cover the primary action.
 */
export async function showCookieNotice(
  template: HTMLTemplateElement,
  environment: BbEnvironment,
): Promise<void> {
  const settings = await loadCommonSettings(environment.api).catch(() => null);
  if (settings?.app_features?.cookie_agree_banner_type === NATIVE_BANNER) return;
  if (accepted(environment)) return;
  const notice = template.content.firstElementChild?.cloneNode(true);
  if (!(notice instanceof HTMLElement)) return;
  document.body.append(notice);
  const stopKeepingClear = keepClearOfPrimaryAction(notice);
  notice.querySelector('button')?.addEventListener('click', () => {
    try {
      environment.localStorage.setItem(STORAGE_KEYS.cookieAgreement, COOKIE_AGREEMENT_VALUE);
    } catch {
      // Storage refused: the notice still hides for this page view.
    }
    stopKeepingClear();
    notice.remove();
  });
}
