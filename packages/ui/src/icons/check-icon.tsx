/** A checkmark in the success colour. Decorative unless given a `label`. */
export function CheckIcon({ label }: { label?: string }) {
  return (
    <svg
      className="bb-check-icon"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 20 20"
    >
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
