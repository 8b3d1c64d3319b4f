import { PORTFOLIO_MAX_ITEMS } from '@bb/validation';

/** The expert's portfolio on Profile & Settings. The spec leaves the page open; the wording is ours. */
export const PORTFOLIO_TEXTS = {
  title: 'Portfolio',
  intro: `Show customers up to ${PORTFOLIO_MAX_ITEMS} works of yours: each appears on your public page, and anyone can download its file.`,
  addTitle: 'Add a work',
  workTitle: 'Title',
  discipline: 'Discipline',
  chooseDiscipline: 'Choose a discipline',
  description: 'Description',
  file: 'File',
  chooseFile: 'Choose the file',
  chosenFile: 'The chosen file',
  removeFile: (name: string) => `Remove ${name}`,
  fileHint: 'One file of up to 10 MB: a document, an image, an archive or code.',
  add: 'Add to portfolio',
  loading: 'Loading your portfolio',
  reload: 'Try again',
  empty: 'Your portfolio is empty. Add a work to show customers what you do.',
  listLabel: 'Your works, the newest first',
  added: (title: string) => `“${title}” is in your portfolio.`,
  download: 'Download',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove “${title}”`,
  confirmRemove: (title: string) =>
    `Remove “${title}” from your portfolio? Customers will no longer see it or its file.`,
  confirm: 'Remove',
  keep: 'Keep',
  removed: (title: string) => `“${title}” is no longer in your portfolio.`,
  count: (count: number) => `${count} of ${PORTFOLIO_MAX_ITEMS} works`,
} as const;
