import { http } from '../../../shared/http';

/** DELETE /api/v1/dictionaries/currencies/{code} — refused (409) once it has rates or entries refer to it. */
export async function deleteCurrency(code: string): Promise<void> {
  await http.delete(`/dictionaries/currencies/${code}`);
}
