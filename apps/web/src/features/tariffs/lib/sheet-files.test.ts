import { TARIFF_SHEET_MAX_BYTES } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { exportFileName, fileSize, listQueryOf, sheetFileProblem, templateFileName } from './sheet-files';

describe('rate sheet files', () => {
  it('refuses before sending what the API would refuse: not .xlsx, over 20 MB', () => {
    expect(sheetFileProblem({ name: 'rates.xlsx', size: 1000 })).toBeUndefined();
    expect(sheetFileProblem({ name: 'RATES.XLSX', size: TARIFF_SHEET_MAX_BYTES })).toBeUndefined();
    expect(sheetFileProblem({ name: 'rates.xls', size: 1000 })).toEqual({ key: 'tariffSheets.notTemplate' });
    expect(sheetFileProblem({ name: 'rates.csv', size: 1000 })).toEqual({ key: 'tariffSheets.notTemplate' });
    expect(sheetFileProblem({ name: 'rates.xlsx', size: TARIFF_SHEET_MAX_BYTES + 1 })).toEqual({
      key: 'tariffSheets.tooLarge',
      params: { max: 20 },
    });
  });

  it('exports what the list shows: its filters with the tab’s variant, and the search', () => {
    expect(listQueryOf({ variant: 'CONTAINER', search: ' CNSHA ' })).toEqual({
      filters: '[{"field":"variant","kind":"SIMPLE","value":"CONTAINER"}]',
      search: 'CNSHA',
    });
    expect(listQueryOf({ variant: 'GENERAL', search: '' })).not.toHaveProperty('search');
  });

  it('names the downloads as the API does and sizes the uploads', () => {
    expect(templateFileName('sea')).toBe('sea-tariffs-template.xlsx');
    expect(exportFileName('sea', new Date(2026, 4, 7))).toBe('sea-tariffs-2026-05-07.xlsx');
    expect(fileSize(2_300)).toEqual({ key: 'tariffActions.sizeKb', params: { size: 2 } });
    expect(fileSize(3_500_000)).toEqual({ key: 'tariffActions.sizeMb', params: { size: '3.3' } });
  });
});
