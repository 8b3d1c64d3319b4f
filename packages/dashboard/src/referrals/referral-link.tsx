import { Button } from '@bb/ui';
import { OrderAnnouncement } from '../kit/announcement';
import { useAnnouncement } from '../kit/use-announcement';
import { REFERRAL_TEXTS } from './referral-texts';

/**
 * The partner's link in full, with a button that copies it (the result announced in a live
 * region; where the browser refuses the clipboard, the partner is told to copy it themself).
 */
export function ReferralLink({ link }: { link: string }) {
  const { announcement, announce } = useAnnouncement();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      announce(REFERRAL_TEXTS.copied, 'success');
    } catch {
      announce(REFERRAL_TEXTS.copyFailed, 'error');
    }
  };
  return (
    <>
      <div className="bb-referral-link">
        <code className="bb-referral-link__url">{link}</code>
        <Button variant="secondary" onClick={copy}>
          {REFERRAL_TEXTS.copy}
        </Button>
      </div>
      <OrderAnnouncement announcement={announcement} />
    </>
  );
}

/** Figures as a list of terms and values ('Visits' 37). */
export function ReferralFigures({ figures }: { figures: Array<[string, string]> }) {
  return (
    <dl className="bb-referral-figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
