import type { Receipt, ReceiptClient } from '@bb/api-client';
import { useLoaded } from '../kit/use-loaded';

/** The receipt `receiptId` (its ledger entry's id), loaded through the dashboard's one loader. */
export function useReceipt({ client, receiptId }: { client: ReceiptClient; receiptId: number }) {
  const load = useLoaded<Receipt>(`receipt:${receiptId}`, async (signal) => {
    const { receipt } = await client.receipt(receiptId, { signal });
    return receipt;
  });
  return { ...load, notFound: load.errorSlug === 'not_found' };
}
