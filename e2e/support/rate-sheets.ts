import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';
import { zoneDay } from './zone.js';

/** A row of the sea template's "Containers" sheet, by the English headers of the columns it fills. */
export type SheetRow = Record<string, string | number>;

/** A day `offset` days from today as a sheet writes it: DD.MM.YYYY. */
export function sheetDay(offset: number): string {
  return zoneDay(offset).split('-').reverse().join('.');
}

/** The downloaded template with rows written under the header of one sheet, as the .xlsx to upload. */
export async function fillTemplate(download: Download, sheetName: string, rows: readonly SheetRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`The template has no sheet ${sheetName}`);
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(String(cell.value).trim(), column));
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(values)) {
      const column = columns.get(header);
      if (!column) throw new Error(`The template has no column ${header}: ${[...columns.keys()].join(', ')}`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Picks a file in the upload dialog and uploads it; the dialog is returned. */
export async function uploadSheet(page: Page, name: string, buffer: Buffer) {
  await page
    .getByRole('toolbar', { name: 'Rate actions' })
    .getByRole('button', { name: /Upload sheet$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Upload a rate sheet' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(dialog.getByText(name)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

/**
 * A sea sheet made from nothing (headers are read in any language): a lane with an unknown
 * origin, one with an unknown currency and one with no carrier — three errors to list.
 */
export async function errorSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Containers');
  sheet.addRow(['Origin', 'Destination', 'Valid from', 'Valid to', 'Currency', 'Carrier code', '22G1', '42G1']);
  sheet.addRow(['ZZQQQ', 'RULED', sheetDay(0), sheetDay(30), 'USD', 'MAEU', 1200, 1800]);
  sheet.addRow(['CNSHA', 'RULED', sheetDay(0), sheetDay(30), 'XXX', 'MAEU', 1250, 1850]);
  sheet.addRow(['CNNGB', 'RUVVO', sheetDay(0), sheetDay(30), 'USD', '', 990, 1500]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
