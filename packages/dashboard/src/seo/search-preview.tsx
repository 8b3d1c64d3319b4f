/** How a page would show in a search result: its title, address and description, as text. */
export function SearchPreview({
  title,
  url,
  description,
  label,
}: {
  title: string;
  url: string;
  description: string;
  label: string;
}) {
  return (
    <figure className="bb-seo-preview" aria-label={label}>
      <p className="bb-seo-preview__url">{url}</p>
      <p className="bb-seo-preview__title">{title}</p>
      <p className="bb-seo-preview__description">{description}</p>
    </figure>
  );
}
