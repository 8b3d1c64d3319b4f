import { Button, Spinner } from '@bb/ui';
import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';
import { FilePicker } from '../kit/file-picker';
import { type UseOrderFilesOptions, useOrderFiles } from './use-order-files';

export interface OrderFilesProps extends UseOrderFilesOptions {
  /** The section's heading level on its page. Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An order's files on its page: the list (name as a download link, size, who uploaded it, the
 * result marked), the upload control for the customer and the expert, each upload's state in a
 * live region, and the expert's 'Remove {name}' for a file not yet delivered. The operator reads.
 */
export function OrderFiles({ headingLevel = 2, className, ...options }: OrderFilesProps) {
  const files = useOrderFiles(options);
  const { texts } = files;
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const notice = useRef<HTMLDivElement>(null);
  const noticeId = files.notice?.id;
  // The removed file's button is gone: focus lands on what happened to it.
  useEffect(() => {
    if (noticeId !== undefined) notice.current?.focus();
  }, [noticeId]);

  return (
    <section className={clsx('bb-order-files', className)} aria-labelledby={headingId}>
      <Heading id={headingId} className="bb-order-files__title">
        {texts.title}
      </Heading>
      {files.status === 'loading' && <Spinner label={texts.loading} />}
      {files.status === 'error' && (
        <div className="bb-order-files__error">
          <p role="alert">{files.errorMessage}</p>
          <Button variant="secondary" onClick={() => void files.refresh()}>
            {texts.reload}
          </Button>
        </div>
      )}
      {files.status === 'ready' &&
        (files.files.length === 0 ? (
          <p className="bb-order-files__empty">{texts.empty}</p>
        ) : (
          <ul className="bb-order-files__list">
            {files.files.map((file) => (
              <li key={file.id} className="bb-order-files__file">
                <a className="bb-order-files__link" href={file.href} download>
                  {file.name}
                </a>
                <span className="bb-order-files__meta">
                  {file.size} · {file.uploadedBy}
                </span>
                {file.isResult && <span className="bb-order-files__mark">{texts.result}</span>}
                {file.notDelivered && (
                  <span className="bb-order-files__meta">{texts.notDelivered}</span>
                )}
                {file.removeLabel && (
                  <Button
                    variant="link"
                    className="bb-order-files__remove"
                    aria-label={file.removeLabel}
                    loading={file.removing}
                    onClick={() => void files.remove(file.id)}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
      {files.canUpload && (
        <FilePicker
          label={files.chooseLabel}
          hint={texts.limits}
          input={files.getFileInputProps()}
        />
      )}
      <div className="bb-order-files__uploads" aria-live="polite">
        {files.uploads.length > 0 && (
          <ul aria-label={texts.uploadsLabel} className="bb-order-files__upload-list">
            {files.uploads.map((upload) => (
              <li
                key={upload.key}
                className={clsx(
                  'bb-order-files__upload',
                  `bb-order-files__upload--${upload.status}`,
                )}
              >
                {upload.status === 'uploading' && <Spinner size="sm" />}
                <span className="bb-order-files__upload-text">{upload.text}</span>
                {upload.status === 'refused' && upload.retryable && (
                  <Button
                    variant="link"
                    aria-label={upload.retryLabel}
                    onClick={() => void files.retry(upload.key)}
                  >
                    {texts.retry}
                  </Button>
                )}
                {upload.status !== 'uploading' && (
                  <Button
                    variant="link"
                    aria-label={upload.dismissLabel}
                    onClick={() => files.dismiss(upload.key)}
                  >
                    {texts.dismiss}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        ref={notice}
        role="status"
        tabIndex={-1}
        className={clsx(
          'bb-order-files__notice',
          files.notice && `bb-order-files__notice--${files.notice.tone}`,
        )}
      >
        {files.notice?.text}
      </div>
    </section>
  );
}
