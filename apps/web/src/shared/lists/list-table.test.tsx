import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { ListTable, type ListCardSpec, type ListColumn } from './list-table';
import { useListQuery } from './use-list-query';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}
const setViewport = (width: number, height: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });

interface Mail {
  id: number;
  subject: string;
  recipient: string;
  error: string | null;
}

const MAILS: Mail[] = [
  { id: 1, subject: 'Your quotation Q-17 is ready', recipient: 'client@demo.local', error: null },
  { id: 2, subject: 'Delivery order D-4 was confirmed', recipient: 'partner@demo.local', error: 'mailbox full' },
];

const COLUMNS: ListColumn<Mail>[] = [
  { key: 'subject', title: 'Subject', render: (mail) => mail.subject },
  { key: 'recipient', title: 'Recipient', sortable: true, render: (mail) => mail.recipient },
  { key: 'error', title: 'Error', render: (mail) => mail.error },
  { key: 'id', title: 'Number', inCard: false, render: (mail) => `#${mail.id}` },
];

/** Two mails in the shared table, each with an action that says which mail it opens. */
function Mails({ card }: { card?: ListCardSpec<Mail> | false }) {
  const list = useListQuery({ sortFields: ['recipient'], filters: [] });
  return (
    <ListTable<Mail>
      columns={COLUMNS}
      rows={MAILS}
      rowKey={(mail) => mail.id}
      loading={false}
      list={list}
      total={MAILS.length}
      actions={(mail) => <button type="button">Open {mail.id}</button>}
      card={card}
    />
  );
}

/** The label and value lines of the card that holds a text. */
function cardLines(text: string): string[] {
  const card = screen.getByText(text).closest('.list-row-card') as HTMLElement;
  return within(card)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('a list on a phone (width 768 or less)', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it('shows each row as a card of its columns as label and value lines, its actions under them', async () => {
    fakeApi();
    renderScreen(<Mails />, { path: '/admin/mails' });
    await screen.findByText('Your quotation Q-17 is ready');
    expect(cardLines('Your quotation Q-17 is ready')).toEqual([
      'Subject: Your quotation Q-17 is ready',
      'Recipient: client@demo.local',
    ]);
    expect(cardLines('Delivery order D-4 was confirmed')).toEqual([
      'Subject: Delivery order D-4 was confirmed',
      'Recipient: partner@demo.local',
      'Error: mailbox full',
    ]);
    // A column left out of the card makes no line; no column headers of a table remain.
    expect(screen.queryByText('#1')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Subject' })).toBeNull();
    const card = screen.getByText('Your quotation Q-17 is ready').closest('.list-row-card') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Open 1' })).toBeTruthy();
  });

  it('sorts by the first sortable column from the heading above the cards', async () => {
    fakeApi();
    const { user, location } = renderScreen(<Mails />, { path: '/admin/mails' });
    await user.click(await screen.findByRole('columnheader', { name: /Recipient/ }));
    await waitFor(() => expect(location()).toBe('/admin/mails?sort=recipient%2Casc'));
  });

  it("shows the page's own card in place of the lines, still with the row's actions", async () => {
    fakeApi();
    renderScreen(
      <Mails card={{ title: 'Mails', render: (mail) => <p className="own-card">To {mail.recipient}</p> }} />,
      { path: '/admin/mails' },
    );
    const own = await screen.findByText('To client@demo.local');
    const card = own.closest('.list-row-card') as HTMLElement;
    expect(within(card).queryAllByRole('term')).toHaveLength(0);
    expect(within(card).getByRole('button', { name: 'Open 1' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Mails' })).toBeTruthy();
  });

  it('keeps the table of a list that opts out of cards', async () => {
    fakeApi();
    renderScreen(<Mails card={false} />, { path: '/admin/mails' });
    await screen.findByRole('columnheader', { name: 'Subject' });
    expect(document.querySelector('.list-row-card')).toBeNull();
  });
});

describe('a list on a desktop', () => {
  it('shows the rows as a table with every column and the actions at the end', async () => {
    fakeApi();
    renderScreen(<Mails />, { path: '/admin/mails' });
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Subject', 'Recipient', 'Error', 'Number']),
    );
    expect(document.querySelector('.list-row-card')).toBeNull();
    expect(screen.getByText('#2')).toBeTruthy();
  });
});
