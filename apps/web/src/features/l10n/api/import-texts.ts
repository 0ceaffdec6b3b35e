import { dataOf, l10nImportResultSchema, type L10nImportResult } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { l10nKeys } from '../../../shared/i18n/keys';

const answer = dataOf(l10nImportResultSchema);

/** POST /common/l10n/import: a .json or .xlsx of translations; any error imports nothing. */
export async function importTexts(file: File): Promise<L10nImportResult> {
  const form = new FormData();
  form.append('file', file);
  return (await http.upload('/common/l10n/import', form, { schema: answer })).data;
}

export function useImportTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importTexts,
    // The screen's own texts may have changed: load the catalogue again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: l10nKeys.all }),
  });
}
