import {
  dataOf,
  pageOf,
  tariffFileSchema,
  tariffImportStartedSchema,
  type TariffFile,
  type TariffImportStarted,
  type TariffKind,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { saveFile } from '../../../shared/lib/save-file';
import { exportFileName, templateFileName, type ListScope, listQueryOf } from '../lib/sheet-files';
import { tariffsKeys } from './keys';

const startedAnswer = dataOf(tariffImportStartedSchema);
const filesAnswer = dataOf(pageOf(tariffFileSchema));

/** GET /tariffs/{kind}/template: the kind's empty rate sheet in the user's language. */
export async function downloadTemplate(kind: TariffKind): Promise<void> {
  saveFile(await http.download(`/tariffs/${kind}/template`), templateFileName(kind));
}

/** GET /tariffs/{kind}/export: every tariff the list shows (its tab, filters, search and sort), every page. */
export async function exportTariffs(kind: TariffKind, scope: ListScope, sort: string | undefined): Promise<void> {
  const blob = await http.download(`/tariffs/${kind}/export`, { params: { ...listQueryOf(scope), sort } });
  saveFile(blob, exportFileName(kind));
}

/** POST /tariffs/{kind}/import: the sheet (and an operator's owner organization); the job that imports it. */
export async function uploadSheet(
  kind: TariffKind,
  file: File,
  organizationId: number | null | undefined,
): Promise<TariffImportStarted> {
  const form = new FormData();
  if (organizationId) form.append('organizationId', String(organizationId));
  form.append('file', file, file.name);
  return (await http.upload(`/tariffs/${kind}/import`, form, { schema: startedAnswer })).data;
}

/** GET /tariffs/{kind}/files: the latest uploads, newest first. */
export async function listTariffFiles(kind: TariffKind): Promise<TariffFile[]> {
  return (await http.get(`/tariffs/${kind}/files`, { schema: filesAnswer })).data.items;
}

/** The latest uploads while `enabled` (the drawer is open); those still importing are read again. */
export function useTariffFiles(kind: TariffKind, enabled: boolean) {
  return useQuery({
    queryKey: tariffsKeys.files(kind),
    queryFn: () => listTariffFiles(kind),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((file) => file.imported === null) ? 3_000 : false),
  });
}

/** GET /tariffs/{kind}/files/{id}: the upload as it came. */
export async function downloadOriginal(kind: TariffKind, file: Pick<TariffFile, 'id' | 'name'>): Promise<void> {
  saveFile(await http.download(`/tariffs/${kind}/files/${file.id}`), file.name);
}

/** GET /tariffs/{kind}/files/{id}/errors: the upload with its errors marked. */
export async function downloadAnnotated(kind: TariffKind, file: Pick<TariffFile, 'id' | 'name'>): Promise<void> {
  saveFile(await http.download(`/tariffs/${kind}/files/${file.id}/errors`), annotatedName(file.name));
}

const annotatedName = (name: string) => name.replace(/(\.xlsx)?$/i, '-errors.xlsx');
