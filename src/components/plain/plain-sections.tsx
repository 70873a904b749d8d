import { Children, createContext, isValidElement, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';

import './plain.css';

/**
 * How long the sections below a loading one wait for it at most, from the page's first render. A
 * slower answer shows them, and the page moves when it comes, as before; past this the sections are
 * always shown (they never hide again on a later reload of a table).
 */
export const SECTION_WAIT_MS = 3000;

/** Registers one loading part of a section; the returned function ends the hold. */
type Hold = () => () => void;

const SectionHold = createContext<Hold | null>(null);

/**
 * A part of a section whose height comes with its data (a table that grows by its rows) holds the
 * sections below it hidden while it loads. Outside PlainSections it does nothing.
 */
export const useHoldSectionsBelow = (loading: boolean) => {
  const hold = useContext(SectionHold);
  // Before the browser paints: a section below must not show for a frame and then hide.
  useLayoutEffect(() => (loading && hold ? hold() : undefined), [loading, hold]);
};

/** The same, for a Suspense fallback that stands in for such a part while its code loads. */
export const HoldSectionsBelow = () => {
  useHoldSectionsBelow(true);
  return null;
};

const keyOf = (child: ReactNode, index: number) => (isValidElement(child) && child.key !== null ? String(child.key) : String(index));

/**
 * A page's sections, top to bottom (a plain stack). While a section's table has no rows yet, the
 * sections under it wait, hidden, in the place they will have: shown before, they were pushed down
 * when the rows came (issue 31, layout shift: the learner page's programs under its groups), in
 * whatever order the answers come. Hidden content is not painted, so moving it is no shift, and it
 * shows where it stays. Each section is wrapped in a `display: contents` element, which gives the
 * stack the same children to lay out.
 */
export const PlainSections = ({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) => {
  // Which section each hold is in (a section may hold with several parts at once).
  const [holds, setHolds] = useState<ReadonlyMap<symbol, string>>(new Map());
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SECTION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const holdIn = useCallback((key: string) => {
    const token = Symbol(key);
    setHolds((current) => new Map(current).set(token, key));
    return () =>
      setHolds((current) => {
        const next = new Map(current);
        next.delete(token);
        return next;
      });
  }, []);

  const sections = Children.toArray(children);
  const held = new Set(holds.values());
  const firstHeld = waited ? -1 : sections.findIndex((child, index) => held.has(keyOf(child, index)));
  return (
    <div className="plain-stack" data-testid={testId}>
      {sections.map((child, index) => {
        const key = keyOf(child, index);
        const waiting = firstHeld >= 0 && index > firstHeld;
        return (
          <Section key={key} sectionKey={key} holdIn={holdIn} waiting={waiting}>
            {child}
          </Section>
        );
      })}
    </div>
  );
};

type SectionProps = { sectionKey: string; holdIn: (key: string) => () => void; waiting: boolean; children: ReactNode };

const Section = ({ sectionKey, holdIn, waiting, children }: SectionProps) => {
  const hold = useMemo(() => () => holdIn(sectionKey), [holdIn, sectionKey]);
  return (
    <SectionHold.Provider value={hold}>
      <div className="plain-section" data-waiting={waiting || undefined}>
        {children}
      </div>
    </SectionHold.Provider>
  );
};
