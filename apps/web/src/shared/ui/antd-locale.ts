import type { Language } from '@cargo/domain';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import zhCN from 'antd/es/locale/zh_CN';

/** Ant Design's own texts (pagination, pickers, empty states) per interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, ru: ruRU, zh: zhCN };
