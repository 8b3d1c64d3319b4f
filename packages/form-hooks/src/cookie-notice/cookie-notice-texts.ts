/**
 * Texts of the cookie notice (spec §2). The notice "says the site uses secure cookies": that
 * sentence is our wording, and so is the notice's landmark name (`label`); the link and button
 * texts and the link target are the spec's.
 */
export const COOKIE_NOTICE_TEXTS = {
  label: 'Cookie notice',
  message: 'This website uses secure cookies to give you the best experience.',
  moreDetails: 'More details',
  moreDetailsHref: '/cookie-policy.html',
  accept: "It's OK",
} as const;
