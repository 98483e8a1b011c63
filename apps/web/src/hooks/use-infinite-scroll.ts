import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel element comes within `thresholdPx` of the
 * viewport's bottom (200 px, docs/product.md#constants), as long as `enabled`.
 */
export function useInfiniteScroll<Element extends HTMLElement>({
  enabled,
  thresholdPx,
  onReachEnd,
  loadedCount,
}: {
  enabled: boolean;
  thresholdPx: number;
  onReachEnd: () => void;
  /** Rows loaded so far: observing again after each page catches a sentinel still in view. */
  loadedCount: number;
}) {
  const sentinelRef = useRef<Element>(null);
  const onReachEndRef = useRef(onReachEnd);
  useEffect(() => {
    onReachEndRef.current = onReachEnd;
  }, [onReachEnd]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachEndRef.current();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, thresholdPx, loadedCount]);

  return sentinelRef;
}
