import type { ExpertProfile } from './api-types';

/** An expert's complete profile, for tests and stories; `overrides` replace its fields. */
export function expertProfileOf(overrides: Partial<ExpertProfile> = {}): ExpertProfile {
  return {
    slug: 'adrian-k',
    pen_name: 'Adrian K.',
    bio: 'MSc in Computer Science; eight years of teaching Python and Java to first-year students.',
    discipline_ids: [101, 102],
    is_available: true,
    avatar_url: 'https://bb.example/api/en/1/widgets/avatars/adrian-k.svg?size={size}',
    has_uploaded_avatar: false,
    is_complete: true,
    public_url: 'https://bb.example/experts/adrian-k.html',
    ...overrides,
  };
}
