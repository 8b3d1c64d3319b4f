import { buildAvatarUrl, type Writer } from '@bb/api-client';
import { AVATAR_DEFAULT_SIZE, RATING_MAX } from '@bb/validation';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Button } from '../button/button';
import { BadgeIcon, isBadgeName } from './badges';
import { formatRating } from './format-rating';
import { writerInitials } from './writer-initials';

export type WriterCardWriter = Pick<
  Writer,
  'pen_name' | 'avatar_url' | 'rating' | 'orders_finished_qty' | 'orders_progress_qty'
> &
  Partial<Pick<Writer, 'reviews_qty' | 'disciplines'>>;

/** How many subjects a card names; the rest are counted ('+2 more'). */
export const WRITER_CARD_SUBJECTS_SHOWN = 3;

export interface WriterCardProps {
  writer: WriterCardWriter;
  /** Award names (spec §3); names the kit does not know are left out. */
  badges?: readonly string[];
  /** Shows a 'Remove' button (named 'Remove {pen name}' for screen readers). */
  onRemove?: () => void;
  /**
   * The writer's page: the pen name becomes its link and the whole card opens it, while the
   * link's accessible name stays the pen name.
   */
  href?: string;
  /** The pen name's element: a heading where the cards are a titled list's items. */
  nameAs?: 'p' | 'h2' | 'h3' | 'h4';
  className?: string;
}

const reviewsCount = new Intl.NumberFormat('en-US');

/**
 * A writer: avatar (or initials), pen name, reviews count, subjects, rating out of 10, orders
 * finished and in progress, badges.
 */
export function WriterCard({
  writer,
  badges = [],
  onRemove,
  href,
  nameAs: Name = 'p',
  className,
}: WriterCardProps) {
  const nameId = useId();
  const rating = formatRating(writer.rating);
  const shownBadges = badges.filter(isBadgeName);
  const subjects = writer.disciplines ?? [];
  const moreSubjects = subjects.length - WRITER_CARD_SUBJECTS_SHOWN;
  return (
    <article
      aria-labelledby={nameId}
      className={clsx('bb-writer-card', href && 'bb-writer-card--linked', className)}
    >
      <div className="bb-writer-card__identity">
        {writer.avatar_url ? (
          // The pen name beside it is the card's text: the picture adds nothing to read out.
          // Lazy: a grid of cards would otherwise fetch and draw every avatar before the page
          // settles, the ones far below the first screen included.
          <img
            className="bb-writer-card__avatar"
            src={buildAvatarUrl(writer.avatar_url, AVATAR_DEFAULT_SIZE)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="bb-writer-card__avatar bb-writer-card__initial" aria-hidden="true">
            {writerInitials(writer.pen_name)}
          </span>
        )}
        <div className="bb-writer-card__heading">
          <Name id={nameId} className="bb-writer-card__name">
            {href ? (
              <a className="bb-writer-card__link" href={href}>
                {writer.pen_name}
              </a>
            ) : (
              writer.pen_name
            )}
          </Name>
          {writer.reviews_qty !== undefined && (
            <p className="bb-writer-card__reviews">
              {writer.reviews_qty === 1
                ? '1 review'
                : `${reviewsCount.format(writer.reviews_qty)} reviews`}
            </p>
          )}
        </div>
        {onRemove && (
          <Button variant="link" className="bb-writer-card__remove" onClick={onRemove}>
            Remove <span className="bb-visually-hidden">{writer.pen_name}</span>
          </Button>
        )}
      </div>
      {subjects.length > 0 && (
        <ul className="bb-writer-card__subjects" aria-label="Subjects">
          {subjects.slice(0, WRITER_CARD_SUBJECTS_SHOWN).map((subject) => (
            <li key={subject.id}>{subject.title}</li>
          ))}
          {moreSubjects > 0 && <li className="bb-writer-card__more">{`+${moreSubjects} more`}</li>}
        </ul>
      )}
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
