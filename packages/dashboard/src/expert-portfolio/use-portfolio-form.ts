import type { ExpertPortfolioClient, OwnPortfolioItem } from '@bb/api-client';
import {
  ERROR_CATALOGUE,
  mapServerErrors,
  PORTFOLIO_ITEM_FIELDS,
  type PortfolioItemField,
  validatePortfolioItem,
} from '@bb/validation';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useAnnouncement } from '../kit/use-announcement';
import { type Loaded, useLoaded } from '../kit/use-loaded';
import { formatFileSize } from '../order-files/order-file-texts';
import { PORTFOLIO_TEXTS } from './portfolio-texts';

type Field = PortfolioItemField | 'form';
type TextValues = { title: string; discipline: string; description: string };

const EMPTY: TextValues = { title: '', discipline: '', description: '' };

export interface UsePortfolioFormOptions {
  client: ExpertPortfolioClient;
  /** After an item is added: the page lists it. */
  onAdded?(item: OwnPortfolioItem): void;
}

/**
 * A new portfolio item: title, discipline (the dictionary's), description and one file, checked
 * with @bb/validation's `validatePortfolioItem` on submit (focus goes to the first field in
 * error), then the file is uploaded and the item added. A refusal of the upload (too large, a
 * program) shows beside the file, the server's other refusals beside their field; an added item
 * empties the form and is announced.
 */
export function usePortfolioForm({ client, onAdded }: UsePortfolioFormOptions) {
  const base = useId();
  const idOf = (field: Field) => `${base}-${field}`;
  const disciplines: Loaded<Array<{ id: number; title: string }>> = useLoaded(
    'portfolio-disciplines',
    (signal) => client.getDisciplines({ signal }).then((body) => body.discipline_sub),
  );
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input, which React cannot set.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // The field a new refusal sends focus to (a new object each time, even for the same field).
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const { announcement, announce } = useAnnouncement();

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  const refuse = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = [...PORTFOLIO_ITEM_FIELDS, 'form' as const].find((field) => found[field]);
    if (first) setFocusTarget({ id: first === 'form' ? `${idOf('form')}-error` : idOf(first) });
  };

  async function submit(): Promise<void> {
    const found = validatePortfolioItem({ ...values, file: file ? file.name : '' });
    const messages = Object.fromEntries(
      Object.entries(found).map(([field, error]) => [field, error?.message]),
    );
    if (Object.keys(messages).length > 0 || !file) return refuse(messages);
    setBusy(true);
    let uploaded: string | undefined;
    try {
      uploaded = (await client.uploadPortfolioFile(file)).file.id;
      const { item } = await client.addPortfolioItem({
        title: values.title.trim(),
        discipline: Number(values.discipline),
        description: values.description.trim(),
        file: uploaded,
      });
      setValues(EMPTY);
      setFile(null);
      setFileInputKey((key) => key + 1);
      setErrors({});
      announce(PORTFOLIO_TEXTS.added(item.title), 'success');
      onAdded?.(item);
    } catch (error) {
      const { fields } = mapServerErrors(error, ERROR_CATALOGUE);
      // The upload's refusals (too large, a program) concern the file the expert chose.
      refuse(uploaded === undefined ? { file: fields.form ?? fields.file } : fields);
    } finally {
      setBusy(false);
    }
  }

  const edit =
    (field: keyof TextValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [field]: event.target.value }));
      setErrors((previous) => ({ ...previous, [field]: undefined, form: undefined }));
    };

  const fieldProps = (field: keyof TextValues) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    disabled: busy,
    onChange: edit(field),
  });

  return {
    texts: PORTFOLIO_TEXTS,
    errors,
    busy,
    announcement,
    disciplines: disciplines.data ?? [],
    submit,
    formErrorId: idOf('form'),
    getTitleProps: () => fieldProps('title'),
    getDisciplineProps: () => fieldProps('discipline'),
    getDescriptionProps: () => fieldProps('description'),
    fileId: idOf('file'),
    /** The file input's props for the kit's `FilePicker` (its key empties it after an add). */
    getFileProps: () => ({
      key: fileInputKey,
      name: 'file',
      type: 'file' as const,
      disabled: busy,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setFile(event.target.files?.[0] ?? null);
        setErrors((previous) => ({ ...previous, file: undefined, form: undefined }));
      },
    }),
    /** The file chosen, named with its size, until it is added or removed. */
    chosenFile: file ? { name: file.name, size: formatFileSize(file.size) } : null,
    /**
     * Drops the chosen file: the input empties (the same file may be chosen again) and takes the
     * focus the gone Remove button had.
     */
    removeFile: () => {
      setFile(null);
      setFileInputKey((key) => key + 1);
      setFocusTarget({ id: idOf('file') });
    },
  };
}

export type UsePortfolioFormResult = ReturnType<typeof usePortfolioForm>;
