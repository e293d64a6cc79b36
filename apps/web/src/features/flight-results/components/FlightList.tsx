// The results list, virtualised against the window scroll so thousands of flights render only what is on screen.
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { TFlightOffer } from '@portal/contracts';
import { flightRowLabel } from './FlightRow';

export const ESTIMATED_ROW_HEIGHT = 150;

export type FlightListProps = {
  offers: readonly TFlightOffer[];
  label: string;
  renderRow: (offer: TFlightOffer) => ReactNode;
};

export const FlightList = memo(function FlightList({ offers, label, renderRow }: FlightListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list starts below the page's header pieces, whose height changes as systems answer or a flight is chosen:
  // any such change resizes the body, so the offset is measured again then (an unchanged value renders nothing).
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return undefined;
    const measure = () => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => offers[index]?.id ?? index,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const offer = offers[item.index];
        if (!offer) return null;
        return (
          <div
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            aria-label={flightRowLabel(offer)}
            aria-setsize={offers.length}
            aria-posinset={item.index + 1}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - scrollMargin}px)`,
            }}
          >
            {renderRow(offer)}
          </div>
        );
      })}
    </div>
  );
});
