import type { OrderFile, OrderParty } from '@bb/api-client';
import { formatFileSize, removeText, uploadedByLabel } from './order-file-texts';
import { isRemovableOrderFile, type OrderFiles, type OrderFilesState } from './order-files-store';

/** A file as the order page lists it. */
export interface OrderFileView {
  id: string;
  /** The file's name, as text only (never markup): the download link's name. */
  name: string;
  /** 'kB' or 'MB'. */
  size: string;
  /** 'You', 'Customer' or 'Expert'. */
  uploadedBy: string;
  /** Handed over by a delivery. */
  isResult: boolean;
  /** The expert's own file that no delivery has handed over yet (shown to the expert). */
  notDelivered: boolean;
  /** Downloads the file: a path on our own origin. */
  href: string;
  /** 'Remove {name}' for a file the expert may take back; null otherwise. */
  removeLabel: string | null;
  removing: boolean;
}

/** The list as the page shows it: sizes in words, who uploaded, the result marked, links. */
export function orderFileViews(
  state: OrderFilesState,
  party: OrderParty,
  fileUrl: OrderFiles['fileUrl'],
): OrderFileView[] {
  return state.files.map((file: OrderFile) => {
    const removable = isRemovableOrderFile(file, party);
    return {
      id: file.id,
      name: file.name,
      size: formatFileSize(file.size),
      uploadedBy: uploadedByLabel(file.party, party),
      isResult: file.is_result,
      notDelivered: removable,
      href: fileUrl(file.id),
      removeLabel: removable ? removeText(file.name) : null,
      removing: state.removing === file.id,
    };
  });
}
