import { KeyboardEvent, useRef } from 'react';

import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';

import { BANNER_COLORS } from '@shared/constants';

/** The colours' names (banners.colors.<name>): a screen reader says "Yellow", not "#F9DC5C". */
export const BANNER_COLOR_NAMES: Record<(typeof BANNER_COLORS)[number], string> = {
  '#FFFFFF': 'white',
  '#C7D6B0': 'sage',
  '#ACFCD9': 'mint',
  '#A7ABDD': 'lavender',
  '#B4D4EE': 'skyBlue',
  '#F8C8C5': 'pink',
  '#F2CBB8': 'peach',
  '#F9DC5C': 'yellow',
  '#C9B1BD': 'mauve',
  '#CBD2D0': 'silver',
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

type ColorSwatchesProps = { value: string; onChange: (color: string) => void; labelledBy: string };

/**
 * The banner colours as one radio group (WAI-ARIA radio pattern): one tab stop, the chosen colour;
 * arrow keys move and choose, Home and End go to the ends.
 */
export const ColorSwatches = ({ value, onChange, labelledBy }: ColorSwatchesProps) => {
  const { t } = useTranslation('banners');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(
    0,
    BANNER_COLORS.findIndex((color) => color === value),
  );

  const choose = (index: number) => {
    const next = (index + BANNER_COLORS.length) % BANNER_COLORS.length;
    onChange(BANNER_COLORS[next]);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (step !== undefined) choose(current + step);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(BANNER_COLORS.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Flex gap={8} wrap="wrap" role="radiogroup" aria-labelledby={labelledBy} onKeyDown={onKeyDown} data-testid="banner-colors">
      {BANNER_COLORS.map((color, index) => (
        <button
          key={color}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === color}
          tabIndex={index === current ? 0 : -1}
          aria-label={t(`colors.${BANNER_COLOR_NAMES[color]}`)}
          title={t(`colors.${BANNER_COLOR_NAMES[color]}`)}
          onClick={() => onChange(color)}
          style={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            cursor: 'pointer',
            background: color,
            // The chosen one is told by more than its colour: a thick dark ring (3:1 against white).
            border: value === color ? '3px solid #1d39c4' : '1px solid #767676',
          }}
        />
      ))}
    </Flex>
  );
};
