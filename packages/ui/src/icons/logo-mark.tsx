/** The site's mark: an open book in a rounded square. Decorative beside the site name. */
export function LogoMark() {
  return (
    <svg
      className="bb-logo-mark"
      aria-hidden="true"
      focusable="false"
      width="36"
      height="36"
      viewBox="0 0 36 36"
    >
      <rect className="bb-logo-mark__tile" width="36" height="36" rx="9" />
      <path
        className="bb-logo-mark__book"
        d="M8 11.5c3.5-1 7-.5 10 1.5 3-2 6.5-2.5 10-1.5v13c-3.5-1-7-.5-10 1.5-3-2-6.5-2.5-10-1.5zM18 13v13"
        fill="none"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
