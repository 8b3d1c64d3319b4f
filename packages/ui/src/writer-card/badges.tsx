import type { ReactNode } from 'react';

/** The award names of spec §3, in the order a card shows them. */
export const BADGE_NAMES = [
  'triple10',
  'nineplus',
  'punctuality_proofed',
  'reliability_proofed',
  'writer_of_month',
  'newcomer_of_month',
  'customer_loyalty',
  'writers_count',
  'writers_online',
  'quality_score',
] as const;

export type BadgeName = (typeof BADGE_NAMES)[number];

/** What each award is called on screen and to screen readers. */
export const BADGE_LABELS: Record<BadgeName, string> = {
  triple10: 'Triple 10',
  nineplus: 'Rating 9+',
  punctuality_proofed: 'Punctuality proofed',
  reliability_proofed: 'Reliability proofed',
  writer_of_month: 'Writer of the month',
  newcomer_of_month: 'Newcomer of the month',
  customer_loyalty: 'Customer loyalty',
  writers_count: 'Writers count',
  writers_online: 'Writers online',
  quality_score: 'Quality score',
};

export function isBadgeName(name: string): name is BadgeName {
  return (BADGE_NAMES as readonly string[]).includes(name);
}

type BadgeTone = 'gold' | 'blue' | 'green' | 'purple' | 'red' | 'teal';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Each award's colour and glyph, drawn on a 32 × 32 grid. */
const BADGE_ART: Record<BadgeName, { tone: BadgeTone; glyph: ReactNode }> = {
  triple10: {
    tone: 'gold',
    glyph: (
      <>
        <path d="M9 9l1.5 1.5M16 7.5v2M23 9l-1.5 1.5" {...stroke} />
        <path
          d="M10 14.5l2-1.5v9M16.5 13h3a1.5 1.5 0 0 1 1.5 1.5v6a1.5 1.5 0 0 1-1.5 1.5h-3A1.5 1.5 0 0 1 15 20.5v-6a1.5 1.5 0 0 1 1.5-1.5z"
          {...stroke}
        />
      </>
    ),
  },
  nineplus: {
    tone: 'blue',
    glyph: (
      <>
        <path d="M15 15.5a3.5 3.5 0 1 0-3.5 3.5H15v-3.5zM15 15.5V19a4 4 0 0 1-4 4" {...stroke} />
        <path d="M21 13v6M18 16h6" {...stroke} />
      </>
    ),
  },
  punctuality_proofed: {
    tone: 'green',
    glyph: (
      <>
        <circle cx="16" cy="16" r="8" {...stroke} />
        <path d="M16 11v5l3.5 2" {...stroke} />
      </>
    ),
  },
  reliability_proofed: {
    tone: 'teal',
    glyph: (
      <>
        <path d="M16 7.5l7 2.5v5.5c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V10z" {...stroke} />
        <path d="M12.5 16l2.5 2.5 4.5-5" {...stroke} />
      </>
    ),
  },
  writer_of_month: {
    tone: 'gold',
    glyph: <path d="M8.5 21.5l-1-10 5 4 3.5-6.5 3.5 6.5 5-4-1 10z" {...stroke} />,
  },
  newcomer_of_month: {
    tone: 'purple',
    glyph: (
      <>
        <path d="M16 24v-9" {...stroke} />
        <path
          d="M16 15c0-4 3-6.5 7-6.5 0 4-3 6.5-7 6.5zM16 17.5c0-3-2.5-5-6-5 0 3 2.5 5 6 5z"
          {...stroke}
        />
      </>
    ),
  },
  customer_loyalty: {
    tone: 'red',
    glyph: (
      <path
        d="M16 23.5s-7.5-4.5-7.5-9.5a4 4 0 0 1 7.5-2 4 4 0 0 1 7.5 2c0 5-7.5 9.5-7.5 9.5z"
        {...stroke}
      />
    ),
  },
  writers_count: {
    tone: 'blue',
    glyph: (
      <>
        <circle cx="12.5" cy="12.5" r="3" {...stroke} />
        <circle cx="20.5" cy="13.5" r="2.5" {...stroke} />
        <path d="M7 23a5.5 5.5 0 0 1 11 0M18.5 19.5a4.5 4.5 0 0 1 6.5 3.5" {...stroke} />
      </>
    ),
  },
  writers_online: {
    tone: 'green',
    glyph: (
      <>
        <circle cx="14" cy="12.5" r="3.5" {...stroke} />
        <path d="M8 23.5a6 6 0 0 1 12 0" {...stroke} />
        <circle cx="22.5" cy="10" r="2.5" fill="currentColor" />
      </>
    ),
  },
  quality_score: {
    tone: 'purple',
    glyph: (
      <path
        d="M16 7.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        {...stroke}
      />
    ),
  },
};

/** One award as a labelled image: a coloured disc with its glyph. */
export function BadgeIcon({ name }: { name: BadgeName }) {
  const { tone, glyph } = BADGE_ART[name];
  return (
    <svg
      role="img"
      aria-label={BADGE_LABELS[name]}
      className={`bb-badge bb-badge--${tone}`}
      width="32"
      height="32"
      viewBox="0 0 32 32"
    >
      <title>{BADGE_LABELS[name]}</title>
      <circle className="bb-badge__disc" cx="16" cy="16" r="16" />
      <g className="bb-badge__glyph">{glyph}</g>
    </svg>
  );
}
