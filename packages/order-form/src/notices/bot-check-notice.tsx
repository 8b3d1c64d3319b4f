import type { UseShortOrderFormResult } from '@bb/form-hooks';

export interface BotCheckNoticeProps {
  /** `useShortOrderForm().botCheckNotice`: its sentence around the service's two links. */
  notice: UseShortOrderFormResult['botCheckNotice'];
}

/** The bot-check service's notice with links to its privacy and terms pages (spec §2). */
export function BotCheckNotice({ notice }: BotCheckNoticeProps) {
  return (
    <p className="bb-order-form__bot-check">
      {`${notice.before} `}
      <a href={notice.privacyPolicyUrl} target="_blank" rel="noreferrer">
        {notice.privacyPolicy}
      </a>
      {` ${notice.between} `}
      <a href={notice.termsOfServiceUrl} target="_blank" rel="noreferrer">
        {notice.termsOfService}
      </a>
      {` ${notice.after}`}
    </p>
  );
}
