import { ORDER_FILES_MAX_COUNT, WORDS_PER_PAGE } from '@bb/validation';

/**
 * The full order page's texts. The spec shows none of this page's wording but the discipline
 * placeholder and Create "{text}" (in the disciplines' texts): these are ours.
 */
export const NEW_ORDER_TEXTS = {
  title: 'New order',
  account: 'Ordering as',
  paperType: 'Type of paper',
  orderTitle: 'Title',
  description: 'Description',
  descriptionHint: 'What the expert should do: the task, its requirements, how to hand it in.',
  size: 'Size',
  pages: 'Pages',
  words: 'Words',
  wordsPerPage: `One page is ${WORDS_PER_PAGE} words.`,
  deadline: 'Deadline',
  deadlineDue: (date: string) => `Due ${date}`,
  files: 'Files',
  filesHint: `Up to ${ORDER_FILES_MAX_COUNT} files of 10 MB each.`,
  addFiles: 'Attach files',
  fileUploading: 'Uploading…',
  fileUploaded: 'Uploaded',
  removeFile: (name: string) => `Remove ${name}`,
  requestedWriter: 'Requested expert',
  price: 'Price',
  priceUnknown: 'The price shows once the size and a future deadline are set.',
  submit: 'Place order',
  waitForFiles: 'Please wait until your files are uploaded.',
} as const;

export type NewOrderTexts = typeof NEW_ORDER_TEXTS;
