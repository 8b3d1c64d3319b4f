import { Button, CheckIcon, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import type { DraftFileView } from './draft-files';
import { NEW_ORDER_TEXTS } from './new-order-texts';

export interface DraftFilesListProps {
  files: readonly DraftFileView[];
  onRemove: (key: string) => void;
  /** Removing is locked while the order is being placed. */
  disabled?: boolean;
}

/**
 * The order's files, each with its own state: a spinner while uploading, a check once uploaded,
 * or its error; each can be removed. Changes are announced (a polite live region).
 */
export function DraftFilesList({ files, onRemove, disabled }: DraftFilesListProps) {
  const texts = NEW_ORDER_TEXTS;
  return (
    <ul className="bb-new-order__file-list" aria-live="polite" aria-label={texts.files}>
      {files.map((file) => (
        <li
          key={file.key}
          className={clsx('bb-new-order__file', `bb-new-order__file--${file.status}`)}
        >
          <span className="bb-new-order__file-name">{file.name}</span>
          <span className="bb-new-order__file-size">{file.sizeText}</span>
          <span className="bb-new-order__file-status">
            {file.status === 'uploading' && <Spinner size="sm" label={texts.fileUploading} />}
            {file.status === 'uploaded' && <CheckIcon label={texts.fileUploaded} />}
          </span>
          <Button
            variant="link"
            className="bb-new-order__file-remove"
            aria-label={texts.removeFile(file.name)}
            disabled={disabled}
            onClick={() => onRemove(file.key)}
          >
            Remove
          </Button>
          {file.error && <p className="bb-field__error bb-new-order__file-error">{file.error}</p>}
        </li>
      ))}
    </ul>
  );
}
