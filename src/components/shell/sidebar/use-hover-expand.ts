import { useCallback, useEffect, useRef, useState } from 'react';

/** The sidebar opens after the pointer rests on it this long (spec 01 §9). */
export const HOVER_EXPAND_DELAY_MS = 500;
const PIN_KEY = 'lumen.sidebarPinned';

/** Collapsed unless hovered for 500 ms or pinned; the pin is remembered. */
export const useHoverExpand = () => {
  const [pinned, setPinned] = useState(() => localStorage.getItem(PIN_KEY) === 'true');
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onMouseEnter = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(true), HOVER_EXPAND_DELAY_MS);
  }, []);
  const onMouseLeave = useCallback(() => {
    clearTimeout(timer.current);
    setHovered(false);
  }, []);
  const togglePin = useCallback(() => {
    setPinned((current) => {
      localStorage.setItem(PIN_KEY, String(!current));
      return !current;
    });
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { expanded: pinned || hovered, pinned, togglePin, onMouseEnter, onMouseLeave };
};
