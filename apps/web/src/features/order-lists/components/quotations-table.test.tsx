import type { CalculationListItem } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListQuery } from '../../../shared/lists';
import { fakeApi } from '../../../test/fake-api';
import { CALCULATION_ITEM } from '../../../test/calculations';
import { columnTitles } from '../../../test/table';
import { renderScreen } from '../../../test/render-screen';
import type { Area } from '../lib/area';
import { QUOTATION_COLUMNS, QuotationsTable } from './quotations-table';

const BOOKED: CalculationListItem = {
  ...CALCULATION_ITEM,
  saved: true,
  booked: true,
  order: { id: 42, number: 'ORD-0042' },
};

function Quotations({ area }: { area: Area }) {
  const list = useListQuery({ sortFields: ['createdAt', 'bestPriceUsd', 'transitDays'], filters: [] });
  return (
    <QuotationsTable
      area={area}
      columns={QUOTATION_COLUMNS[area].filter((column) => column.visible)}
      rows={[BOOKED]}
      loading={false}
      list={list}
      total={1}
      actions={() => <button type="button">Open</button>}
    />
  );
}

describe('a client’s quotations on a desktop', () => {
  // Nine columns and the actions scrolled sideways on a 1366 px laptop: the reference and its
  // day share a column, the order sits under the state that says it was booked.
  it('shows the reference with its day, and the booking’s order under the state', async () => {
    fakeApi();
    const { text } = renderScreen(<Quotations area="client" />, { path: '/client/quotations' });
    const reference = await screen.findByText('3F2A9C1B');
    expect(columnTitles()).toEqual([
      text('quotationLists.column.calculation'),
      text('quotationLists.column.lane'),
      text('quotationLists.column.cargo'),
      text('quotationLists.column.bestPrice'),
      text('quotationLists.column.transitDays'),
      text('quotationLists.column.state'),
      text('admin.common.actions'),
    ]);
    const cells = within(reference.closest('tr')!).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('3F2A9C1B27 Nov 2026');
    const state = cells[5]!;
    expect(within(state).getByText(text('quotationLists.tag.booked'))).toBeTruthy();
    expect(within(state).getByRole('link', { name: 'ORD-0042' }).getAttribute('href')).toBe('/client/orders/42');
  });
});
