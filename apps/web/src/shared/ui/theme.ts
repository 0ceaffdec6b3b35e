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

/**
 * Secondary text (hints under fields, breadcrumbs, the footer, placeholders, empty states): Ant
 * Design's 45 % and 25 % black read at 3.3:1 and 1.6:1 on the canvas, under WCAG AA's 4.5:1
 * (axe-core flags them on every screen); 60 % reads at 5.6:1 on the canvas, 5.7:1 on white.
 */
export const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)';

/**
 * A tag's text in the tag's light tint: Ant Design writes it in the palette's 7th shade, which
 * reads at 2.5–4.4:1 for these colours; a darker shade of the same hue reads at 4.5:1 or more.
 * Only the tag's text changes: the tint and the border stay.
 */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  // The status tags (success, warning) write in the status colour itself.
  colorSuccess: '#237804',
  colorWarning: '#874d00',
} as const;

/** Ant Design tokens of the product; a host page's colour scheme (the widget) overrides them later. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    // A primary button under the pointer: Ant Design's lighter blue (#407ee3) puts its white text
    // at 3.9:1; this one, a step lighter than the brand's, at 5.0:1.
    colorPrimaryHover: '#2f6ad8',
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorTextHeading: BRAND.navy,
    colorBgLayout: BRAND.canvas,
    colorBorderSecondary: BRAND.border,
    // Errors and dangerous actions (a red link button, a field's error): Ant Design's #ff4d4f reads
    // at 3.3:1 on white; the palette's next shade at 5.6:1.
    colorError: '#cf1322',
    colorTextTertiary: MUTED_TEXT,
    colorTextDescription: MUTED_TEXT,
    colorTextPlaceholder: MUTED_TEXT,
    borderRadius: 8,
    fontFamily,
  },
  components: {
    Tag: TAG_TEXT,
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
