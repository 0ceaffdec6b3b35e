import { defineMessages } from './define.js';

/** Route names of the whole route table (spec/shell.md §2): breadcrumbs, menus and the in-progress page. */
export const navMessages = defineMessages({});
