import {
  type CookieNoticeOptions,
  keepClearOfPrimaryAction,
  useCookieNotice,
} from '@bb/form-hooks';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Button } from '../button/button';

export interface CookieNoticeProps {
  /**
   * The common settings: `undefined` while they load, `null` when there are none. With
   * app_features.cookie_agree_banner_type 'native' the site has its own banner: nothing renders.
   */
  settings: CookieNoticeOptions['settings'];
  className?: string;
}

/**
 * The cookie notice (spec §2) on `useCookieNotice`: fixed at the bottom left, at most 420 px
 * wide, the text, 'More details' to /cookie-policy.html and 'It's OK', which stores acceptance
 * under policy|usage and hides it. Nothing renders until storage has been read, once accepted,
 * or when the native banner is configured. It moves to the top of the screen while the bottom
 * would cover the page's primary call to action (`PRIMARY_ACTION_PROPS`).
 */
export function CookieNotice({ settings, className }: CookieNoticeProps) {
  const notice = useCookieNotice({ settings });
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (notice.visible && section.current) return keepClearOfPrimaryAction(section.current);
  }, [notice.visible]);
  if (!notice.visible) return null;
  const { texts } = notice;
  return (
    <section ref={section} aria-label={texts.label} className={clsx('bb-cookie-notice', className)}>
      <p className="bb-cookie-notice__text">
        {texts.message}{' '}
        <a className="bb-cookie-notice__link" href={texts.moreDetailsHref}>
          {texts.moreDetails}
        </a>
      </p>
      <Button onClick={notice.accept}>{texts.accept}</Button>
    </section>
  );
}
