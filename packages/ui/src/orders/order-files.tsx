import type { Order } from '@bb/api-client';

/**
 * The files attached to an order, by name and size. Downloads and uploads come with the order
 * files API: an `OrderPage` takes them through its `renderFiles` prop, in this one place.
 */
export function OrderFileList({ files }: { files: Order['files'] }) {
  if (files.length === 0) return <p>No files are attached to this order.</p>;
  return (
    <ul className="bb-order-files">
      {files.map((file) => (
        <li key={file.id}>
          {file.name} <span className="bb-order-list__id">({formatSize(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
