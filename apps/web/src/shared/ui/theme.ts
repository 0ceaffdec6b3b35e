import type { ThemeConfig } from 'antd';

/** The brand palette: a calm freight blue on a light blue-grey canvas, navy for headings. */
export const BRAND = {
  primary: '#1a5dd6',
  navy: '#0f2b4c',
  canvas: '#f3f6fa',
  border: '#e3e8ef',
} as const;

const fontFamily = [
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Roboto',
  "'Helvetica Neue'",
  'Arial',
  "'Noto Sans'",
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  'sans-serif',
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Noto Color Emoji'",
].join(', ');

/** Ant Design tokens of the product; a host page's colour scheme (the widget) overrides them later. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextHeading: BRAND.navy,
    colorBgLayout: BRAND.canvas,
    colorBorderSecondary: BRAND.border,
    borderRadius: 8,
    fontFamily,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
      bodyBg: BRAND.canvas,
      footerBg: 'transparent',
      footerPadding: '16px 24px 24px',
    },
    Menu: {
      itemBg: 'transparent',
      itemSelectedBg: '#e9f0fc',
      itemSelectedColor: BRAND.primary,
      itemBorderRadius: 8,
      itemMarginInline: 8,
      activeBarBorderWidth: 0,
    },
  },
};
