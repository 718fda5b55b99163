/** One observer for every element that waits to come near the viewport, rather than one each. */
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/**
 * Calls `onNear` once `element` is within a screen height of the viewport. Returns a function that
 * stops waiting. Without IntersectionObserver it calls at once.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    {rootMargin: '100% 0px'},
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
