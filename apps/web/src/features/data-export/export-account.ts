import { useMutation } from '@tanstack/react-query';
import { downloadFile } from './download';

/** GET /api/profile/export: everything Hearth keeps about the signed-in member, as one JSON file. */
export const ACCOUNT_EXPORT_URL = '/api/profile/export';

export function useExportAccount() {
  return useMutation({ mutationFn: () => downloadFile(ACCOUNT_EXPORT_URL, 'hearth-account.json') });
}
