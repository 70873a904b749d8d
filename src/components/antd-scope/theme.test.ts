import { readFileSync } from 'node:fs';

import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

import { contrastRatio } from './contrast';
import { ANTD_THEME, THEME_COLORS } from './theme';

const token = theme.getDesignToken(ANTD_THEME);
const BACKGROUNDS = { white: THEME_COLORS.container, page: THEME_COLORS.background, tableHeader: THEME_COLORS.tableHeader };

describe('contrastRatio', () => {
  it("gives WCAG's figures", () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The figures of issue 27's measurements.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('#ffffff', '#f0735a')).toBeCloseTo(2.87, 1);
  });
});

describe('the theme (WCAG AA: 4.5:1 for text)', () => {
  const texts = {
    text: token.colorText,
    secondary: token.colorTextSecondary,
    tertiary: token.colorTextTertiary,
    description: token.colorTextDescription,
    disabled: token.colorTextDisabled,
    placeholder: token.colorTextPlaceholder,
    link: token.colorLink,
    primary: token.colorPrimary,
    danger: token.colorError,
    errorText: token.colorErrorText,
    success: token.colorSuccessText,
    warning: token.colorWarningText,
  };
  for (const [name, color] of Object.entries(texts))
    for (const [backgroundName, background] of Object.entries(BACKGROUNDS))
      it(`${name} text on the ${backgroundName} background`, () => expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5));

  it('disabled text on a disabled field', () =>
    expect(contrastRatio(token.colorTextDisabled, contrastBackground(token.colorBgContainerDisabled))).toBeGreaterThanOrEqual(4.5));

  it('white on primary buttons, at rest, hovered and pressed, and on danger buttons', () => {
    for (const background of [
      token.colorPrimary,
      token.colorPrimaryHover,
      token.colorPrimaryActive,
      token.colorError,
      THEME_COLORS.chipTeak,
      THEME_COLORS.chipCoral,
    ])
      expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
  });

  it("tags: each preset colour's text on its own tint, and the status tags", () => {
    const presets = ['blue', 'green', 'gold', 'red', 'cyan', 'orange', 'volcano', 'purple', 'magenta', 'geekblue', 'lime'] as const;
    const shade = (color: string, step: number) => (token as unknown as Record<string, string>)[`${color}${step}`];
    for (const color of presets) expect(contrastRatio(shade(color, 7), shade(color, 1)), color).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorSuccess, token.colorSuccessBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorError, token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorWarning, token.colorWarningBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });
});

/** A translucent fill (antd's disabled background) as it shows on white. */
const contrastBackground = (fill: string): string => {
  const alpha = Number(/,\s*([\d.]+)\)$/.exec(fill)?.[1] ?? 1);
  const channel = Math.round(255 * (1 - alpha));
  return `rgb(${channel}, ${channel}, ${channel})`;
};

describe("the plain shell's CSS", () => {
  const css = readFileSync('src/components/plain/plain.css', 'utf8');
  const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1].trim();
  it('paints with the same colours as antd', () => {
    expect(variable('lumen-primary')).toBe(THEME_COLORS.primary);
    expect(variable('lumen-primary-hover')).toBe(THEME_COLORS.primaryHover);
    expect(variable('lumen-primary-active')).toBe(THEME_COLORS.primaryActive);
    expect(variable('lumen-link')).toBe(THEME_COLORS.link);
    expect(variable('lumen-link-hover')).toBe(THEME_COLORS.linkHover);
    expect(variable('lumen-text')).toBe(THEME_COLORS.text);
    expect(variable('lumen-text-secondary')).toBe(THEME_COLORS.textSecondary);
    expect(variable('lumen-text-disabled')).toBe(THEME_COLORS.textDisabled);
    expect(variable('lumen-error')).toBe(THEME_COLORS.error);
    expect(variable('lumen-background')).toBe(THEME_COLORS.background);
    // The table's chips (plain-table.css): status and role tags.
    expect(variable('lumen-success')).toBe(THEME_COLORS.success);
    expect(variable('lumen-warning')).toBe(THEME_COLORS.warning);
    expect(variable('lumen-chip-teak')).toBe(THEME_COLORS.chipTeak);
    expect(variable('lumen-chip-coral')).toBe(THEME_COLORS.chipCoral);
    // The group's type tags (plain-chip): antd's preset text shades, as antd's tags had them.
    expect(variable('lumen-tag-purple')).toBe(token.purple7);
    expect(variable('lumen-tag-blue')).toBe(token.blue7);
    expect(variable('lumen-tag-cyan')).toBe(token.cyan7);
  });
});
