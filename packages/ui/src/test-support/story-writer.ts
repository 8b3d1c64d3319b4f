/** An avatar as the API sends it: a URL with the {size} placeholder (here a local SVG). */
export const STORY_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' width='{size}' height='{size}' viewBox='0 0 64 64'><rect width='64' height='64' fill='#c7d2fe'/><circle cx='32' cy='25' r='12' fill='#4338ca'/><path d='M10 62a22 22 0 0 1 44 0z' fill='#4338ca'/></svg>",
)}`;

/** A writer as GET /widgets/writers/{slug} answers: the stories' requested expert. */
export const STORY_WRITER = {
  slug: 'ada-l',
  pen_name: 'Ada L.',
  avatar_url: STORY_AVATAR_URL,
  rating: 9.8,
  orders_finished_qty: 1284,
  orders_progress_qty: 3,
};
