import { buildAvatarUrl, type Writer } from '@bb/api-client';
import { AVATAR_DEFAULT_SIZE, RATING_MAX } from '@bb/validation';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../button/button';
import { BadgeIcon, isBadgeName } from './badges';
import { formatRating } from './format-rating';

export type WriterCardWriter = Pick<
  Writer,
  'pen_name' | 'avatar_url' | 'rating' | 'orders_finished_qty' | 'orders_progress_qty'
>;

export interface WriterCardProps {
  writer: WriterCardWriter;
  /** Award names (spec §3); names the kit does not know are left out. */
  badges?: readonly string[];
  /** Shows a 'Remove' button (named 'Remove {pen name}' for screen readers). */
  onRemove?: () => void;
  className?: string;
}

/** A writer: avatar, pen name, rating out of 10, orders finished and in progress, badges. */
export function WriterCard({ writer, badges = [], onRemove, className }: WriterCardProps) {
  const nameId = useId();
  const rating = formatRating(writer.rating);
  const shownBadges = badges.filter(isBadgeName);
  return (
    <article aria-labelledby={nameId} className={clsx('bb-writer-card', className)}>
      <div className="bb-writer-card__identity">
        {writer.avatar_url ? (
          <img
            className="bb-writer-card__avatar"
            src={buildAvatarUrl(writer.avatar_url, AVATAR_DEFAULT_SIZE)}
            alt=""
            width={64}
            height={64}
          />
        ) : (
          <span className="bb-writer-card__avatar bb-writer-card__initial" aria-hidden="true">
            {writer.pen_name.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <p id={nameId} className="bb-writer-card__name">
          {writer.pen_name}
        </p>
        {onRemove && (
          <Button variant="link" className="bb-writer-card__remove" onClick={onRemove}>
            Remove <span className="bb-visually-hidden">{writer.pen_name}</span>
          </Button>
        )}
      </div>
      <dl className="bb-writer-card__stats">
        <div className="bb-writer-card__stat">
          <dt>Rating</dt>
          <dd className="bb-writer-card__rating">
            <span aria-hidden="true">{`${rating} / ${RATING_MAX}`}</span>
            <span className="bb-visually-hidden">{`${rating} out of ${RATING_MAX}`}</span>
          </dd>
        </div>
        <div className="bb-writer-card__stat">
          <dt>Orders finished</dt>
          <dd>{writer.orders_finished_qty}</dd>
        </div>
        <div className="bb-writer-card__stat">
          <dt>In progress</dt>
          <dd>{writer.orders_progress_qty}</dd>
        </div>
      </dl>
      {shownBadges.length > 0 && (
        <ul className="bb-writer-card__badges" aria-label="Badges">
          {shownBadges.map((name) => (
            <li key={name}>
              <BadgeIcon name={name} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
