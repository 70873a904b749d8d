import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where a floating panel (a row's menu, a confirmation) sits beside the element that opened it:
 * measured before the browser paints it, and again as the page scrolls or the window resizes
 * under it; null while it is closed or not yet measured (the panel is drawn hidden until then).
 * `placeOf` reads the two elements' boxes; pass a function defined once, outside the component.
 */
export const useFloatingPlace = <Place>(
  open: boolean,
  opener: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  placeOf: (opener: HTMLElement, panel: HTMLElement) => Place,
): Place | null => {
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    if (!open) return setPlace(null);
    const update = () => {
      if (opener.current && panel.current) setPlace(placeOf(opener.current, panel.current));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, opener, panel, placeOf]);
  return place;
};
