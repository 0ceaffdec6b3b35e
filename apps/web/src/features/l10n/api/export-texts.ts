import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { saveFile } from '../../../shared/lib/save-file';

/** GET /common/l10n/export.xlsx: every text in every language, the layout the import reads. */
export async function exportTexts(): Promise<void> {
  saveFile(await http.download('/common/l10n/export.xlsx'), 'messages.xlsx');
}

export const useExportTexts = () => useMutation({ mutationFn: exportTexts });
