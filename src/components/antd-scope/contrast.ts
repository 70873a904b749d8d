/** WCAG 2 contrast ratios, for checking the theme's colours (theme.test.ts). */

type Rgba = { red: number; green: number; blue: number; alpha: number };

/** '#1e5eff', '#fff' or 'rgba(0, 0, 0, 0.88)'. */
export const parseColor = (color: string): Rgba => {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const [red, green, blue] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
    return { red, green, blue, alpha: 1 };
  }
  const functional = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (!functional) throw new Error(`Not a colour: ${color}`);
  const [red, green, blue] = functional.slice(1, 4).map(Number);
  return { red, green, blue, alpha: functional[4] === undefined ? 1 : Number(functional[4]) };
};

/** A translucent colour as it shows over an opaque background. */
const over = (foreground: Rgba, background: Rgba): Rgba => {
  const mix = (top: number, bottom: number) => top * foreground.alpha + bottom * (1 - foreground.alpha);
  return { red: mix(foreground.red, background.red), green: mix(foreground.green, background.green), blue: mix(foreground.blue, background.blue), alpha: 1 };
};

const luminance = ({ red, green, blue }: Rgba): number => {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of a text colour over a background colour (1 to 21). */
export const contrastRatio = (foreground: string, background: string): number => {
  const bottom = parseColor(background);
  const [lighter, darker] = [luminance(over(parseColor(foreground), bottom)), luminance(bottom)].sort((first, second) => second - first);
  return (lighter + 0.05) / (darker + 0.05);
};
