import type { ThemeConfig } from 'antd';

/**
 * The colours every screen paints with, antd's and the plain shell's (plain.css holds the same
 * values as CSS variables, checked by theme.test.ts). Each text colour reaches WCAG AA (4.5:1) on
 * the backgrounds it is used on, white, the page's #f5f5f5 and the table header's #fafafa (issue
 * 27): antd's defaults do not (link #1677ff 4.1:1, secondary #8c8c8c 3.4:1, danger #ff4d4f 3.3:1,
 * success tags 3.4:1, disabled 1.8:1). The brand blue stays; its hover darkens instead of
 * lightening, so white on it stays readable; the coral chip is a deeper shade of the brand's coral.
 */
export const THEME_COLORS = {
  primary: '#1e5eff',
  primaryHover: '#1a4fe0',
  primaryActive: '#0f42d9',
  link: '#1e5eff',
  linkHover: '#0f42d9',
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: '#595959',
  textDisabled: '#6b6b6b',
  error: '#cf1322',
  errorHover: '#a8071a',
  success: '#237804',
  warning: '#874d00',
  background: '#f5f5f5',
  container: '#ffffff',
  tableHeader: '#fafafa',
  chipTeak: '#1f7a7a',
  chipCoral: '#c4452b',
} as const;

/** antd's preset colours' text shades (tags: shade 7 on shade 1) where the default misses 4.5:1. */
const PRESET_TEXT_SHADES = {
  green7: '#237804',
  gold7: '#874d00',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  magenta7: '#9e1068',
  lime7: '#3f6600',
} as const;

export const ANTD_THEME = {
  token: {
    colorPrimary: THEME_COLORS.primary,
    colorPrimaryHover: THEME_COLORS.primaryHover,
    colorPrimaryActive: THEME_COLORS.primaryActive,
    colorInfo: THEME_COLORS.primary,
    colorLink: THEME_COLORS.link,
    colorLinkHover: THEME_COLORS.linkHover,
    colorLinkActive: THEME_COLORS.primaryActive,
    colorTextSecondary: THEME_COLORS.textSecondary,
    colorTextTertiary: THEME_COLORS.textSecondary,
    colorTextDescription: THEME_COLORS.textSecondary,
    colorTextQuaternary: THEME_COLORS.textDisabled,
    colorTextDisabled: THEME_COLORS.textDisabled,
    colorTextPlaceholder: THEME_COLORS.textDisabled,
    colorError: THEME_COLORS.error,
    colorErrorHover: THEME_COLORS.errorHover,
    colorSuccess: THEME_COLORS.success,
    colorWarning: THEME_COLORS.warning,
    // The tints antd derives from these darker seeds turn grey: keep its default light tints.
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorSuccessBorderHover: '#95de64',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorWarningBorderHover: '#ffd666',
    ...PRESET_TEXT_SHADES,
    borderRadius: 8,
  },
} satisfies ThemeConfig;
