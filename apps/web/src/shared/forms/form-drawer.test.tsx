import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { data, fakeApi, json, refusal } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { http, ifMatch } from '../http';
import { FormDrawer } from './form-drawer';
import { useFormDrawer } from './use-form-drawer';

/** A drawer of the kind every feature has, over a made-up object: a shipping note with a version. */
interface Note {
  id: number;
  title: string;
  body: string;
  version: number;
}
type NoteValues = Pick<Note, 'title' | 'body'>;

const note: Note = { id: 7, title: 'Fragile', body: 'Handle with care', version: 3 };
const noteOf = async (path: string, init?: { body: unknown; version?: number }) =>
  (
    (init ? await http.put(path, init.body, { headers: ifMatch(init.version) }) : await http.get(path)) as unknown as {
      data: Note;
    }
  ).data;

function NoteDrawer({ onClose, staysOpen }: { onClose: () => void; staysOpen?: boolean }) {
  const drawer = useFormDrawer<NoteValues, Note>({
    open: true,
    onClose,
    staysOpen,
    version: {
      read: note.version,
      reload: () => noteOf(`/notes/${note.id}`),
      valuesOf: ({ title, body }) => ({ title, body }),
    },
  });

  async function submit() {
    const values = drawer.values();
    // A rule across fields, as the features' checks have: the body must say more than the title.
    const same = values.body === values.title;
    if (!drawer.check(same ? [{ name: ['body'], key: 'validation.required' }] : [])) return;
    await drawer.save((version) => noteOf(`/notes/${note.id}`, { body: values, version }), { success: 'Note saved' });
  }

  return (
    <FormDrawer {...drawer.props} title="Note" submitLabel="Save">
      <Form<NoteValues>
        form={drawer.form}
        initialValues={{ title: note.title, body: note.body }}
        layout="vertical"
        onFinish={() => void submit()}
      >
        <Form.Item name="title" label="Title">
          <Input />
        </Form.Item>
        <Form.Item name="body" label="Body">
          <Input />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

function openNote(options: { staysOpen?: boolean } = {}) {
  const onClose = vi.fn();
  const view = renderScreen(<NoteDrawer onClose={onClose} staysOpen={options.staysOpen} />);
  const drawer = () => screen.findByRole('dialog', { name: 'Note' });
  const fieldOf = (text: string) => screen.getByText(text).closest('.ant-form-item');
  /** The buttons at the drawer's bottom (its header has a Close of its own). */
  const footer = async () => within((await drawer()).querySelector<HTMLElement>('.ant-drawer-footer')!);
  /** Replaces a field's text, as a user does. */
  const retype = async (label: string, text: string) => {
    const input = within(await drawer()).getByLabelText(label);
    await view.user.clear(input);
    await view.user.type(input, text);
  };
  const save = async () => view.user.click(within(await drawer()).getByRole('button', { name: 'Save' }));
  return { ...view, onClose, drawer, fieldOf, footer, retype, save };
}

describe('a form drawer', () => {
  it('saves with the version read, tells the user and closes', async () => {
    const api = fakeApi({ 'PUT /notes/7': data({ ...note, body: 'Keep dry', version: 4 }) });
    const view = openNote();
    await view.retype('Body', 'Keep dry');
    await view.save();

    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(view.onClose).toHaveBeenCalledTimes(1);
    const [sent] = api.sentTo('PUT /notes/7');
    expect(sent!.headers.get('if-match')).toBe('"3"');
    expect(sent!.body).toEqual({ title: 'Fragile', body: 'Keep dry' });
    const buttons = (await view.footer()).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([view.text('admin.common.cancel'), 'Save']);
  });

  it('puts the API’s field errors under their fields and the rest above the buttons, and stays open', async () => {
    fakeApi({
      'PUT /notes/7': refusal(422, 'The request is invalid', [
        { fieldName: 'title', errorText: 'Already used by another note' },
        { fieldName: 'ownerId', errorText: 'Owner not found' },
      ]),
    });
    const view = openNote();
    const drawer = await view.drawer();
    await view.save();

    const fieldError = await within(drawer).findByText('Already used by another note');
    expect(fieldError.closest('.ant-form-item')).toBe(view.fieldOf('Title'));
    const above = within(drawer).getByRole('alert');
    expect(above.textContent).toContain('Owner not found');
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('shows the message of a refusal that names no field', async () => {
    fakeApi({ 'PUT /notes/7': json(403, { error: { code: 'FORBIDDEN', message: 'Not yours to change' } }) });
    const view = openNote();
    const drawer = await view.drawer();
    await view.save();
    expect((await within(drawer).findByRole('alert')).textContent).toContain('Not yours to change');
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('shows a problem found before sending at its field, sends nothing, and clears it once mended', async () => {
    const api = fakeApi({ 'PUT /notes/7': data({ ...note, version: 4 }) });
    const view = openNote();
    const drawer = await view.drawer();
    await view.retype('Body', 'Fragile');
    await view.save();
    const problem = await within(drawer).findByText(view.text('validation.required'));
    expect(problem.closest('.ant-form-item')).toBe(view.fieldOf('Body'));
    expect(api.sentTo('PUT /notes/7')).toEqual([]);

    await view.retype('Title', 'Glass');
    await view.save();
    await waitFor(() => expect(api.sentTo('PUT /notes/7')).toHaveLength(1));
    expect(view.fieldOf('Body')!.classList.contains('ant-form-item-has-error')).toBe(false);
  });

  it('when someone else saved meanwhile, says so above the form, keeps the input, and reloads on request', async () => {
    const api = fakeApi({
      'PUT /notes/7': json(412, { error: { code: 'PRECONDITION_FAILED', message: 'Changed meanwhile' } }),
      'GET /notes/7': data({ ...note, title: 'Fragile glass', version: 5 }),
    });
    const view = openNote();
    const drawer = await view.drawer();
    await view.retype('Body', 'Mine');
    await view.save();

    const conflict = await within(drawer).findByText(view.text('admin.common.editConflict'));
    // Above the form: before its first field in the drawer's order.
    const order = conflict.compareDocumentPosition(within(drawer).getByLabelText('Title'));
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(drawer).getByLabelText<HTMLInputElement>('Body').value).toBe('Mine');
    expect(view.onClose).not.toHaveBeenCalled();

    await view.user.click(within(drawer).getByRole('button', { name: view.text('admin.common.reload') }));
    await waitFor(() => expect(within(drawer).getByLabelText<HTMLInputElement>('Title').value).toBe('Fragile glass'));
    expect(within(drawer).queryByText(view.text('admin.common.editConflict'))).toBeNull();

    api.answer('PUT /notes/7', data({ ...note, version: 6 }));
    await view.save();
    await waitFor(() => expect(api.sentTo('PUT /notes/7')).toHaveLength(2));
    expect(api.sentTo('PUT /notes/7')[1]!.headers.get('if-match')).toBe('"5"');
  });

  it('that stays open after a save offers Close, not Cancel, and is not closed by the save', async () => {
    fakeApi({ 'PUT /notes/7': data({ ...note, version: 4 }) });
    const view = openNote({ staysOpen: true });
    const buttons = (await view.footer()).getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([view.text('admin.common.close'), 'Save']);
    await view.save();
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(view.onClose).not.toHaveBeenCalled();
  });
});
