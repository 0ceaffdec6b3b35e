import { defineMessages } from './define.js';

/**
 * The lists of calculations (spec/domain.md §2 "my quotations", partner and admin quotations):
 * the API's refusal and the screens' words in the client, partner and admin areas.
 */
export const quotationListMessages = defineMessages({
  'quotationLists.bookedNotDeleted': {
    en: 'This calculation has been booked and cannot be deleted',
    ru: 'По этому расчёту оформлена заявка, его нельзя удалить',
    zh: '该报价已下单，无法删除',
  },
});
