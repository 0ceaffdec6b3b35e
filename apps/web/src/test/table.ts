import { screen } from '@testing-library/react';

/**
 * The titles of a table's columns as the user reads them, in order: the headers with a text
 * (Ant Design's measuring row and a check box column have none).
 */
export function columnTitles(): (string | null)[] {
  return screen
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
    .filter(Boolean);
}
