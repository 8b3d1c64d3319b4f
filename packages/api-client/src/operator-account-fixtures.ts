import type { CustomerAccountDetails, ExpertAccount } from './api-types';

/** A customer (signed up in the spring, $120 on their balance) with any field overridden. */
export function customerAccountOf(
  overrides: Partial<CustomerAccountDetails> = {},
): CustomerAccountDetails {
  return {
    id: 41,
    email: 'maria.lopez@example.com',
    status: 'active',
    created_at: Date.UTC(2026, 3, 14, 9, 5),
    balance_cents: 12_000,
    referral: null,
    ...overrides,
  };
}

/** An expert (with their account's id and public profile) with any field overridden. */
export function expertAccountOf(overrides: Partial<ExpertAccount> = {}): ExpertAccount {
  const slug = overrides.slug ?? 'daniel-k';
  return {
    id: 7,
    email: 'daniel.k@example.com',
    status: 'active',
    created_at: Date.UTC(2025, 8, 2, 14, 0),
    writer_id: 3,
    slug,
    pen_name: 'Daniel K.',
    avatar_url: `https://bb.example/api/en/1/widgets/avatars/${slug}.svg?size={size}`,
    public_url: `https://bb.example/experts/${slug}.html`,
    rating: 4.8,
    reviews_qty: 126,
    orders_finished_qty: 312,
    orders_progress_qty: 4,
    is_available: true,
    is_profile_complete: true,
    ...overrides,
  };
}
