import type { Language } from '@cargo/domain';

/**
 * The crash screen's two texts for when the messages never loaded (the API is down, the answer was
 * broken): the screen must speak without them. The catalogue's 'app.crash' and 'app.reload' as the
 * repository ships them; crash-texts.test.ts keeps them equal. Once the messages have loaded, the
 * screen shows the loaded ones, with the operators' edits.
 */
export const CRASH_TEXTS: Readonly<Record<Language, { crash: string; reload: string }>> = {
  en: {
    crash: 'Critical error occurred. Please try again later. More info in console.',
    reload: 'Reload page',
  },
  ru: {
    crash: 'Произошла критическая ошибка. Пожалуйста, повторите попытку позже. Подробности в консоли.',
    reload: 'Обновить страницу',
  },
  zh: {
    crash: '发生严重错误。请稍后再试。详细信息请查看控制台。',
    reload: '重新加载页面',
  },
};
