/**
 * A React 19 ref callback that keeps a CSS variable of the page (on <html>) at the room an element
 * takes, measured whenever its size changes, while it is on the page. The stylesheet's figure
 * serves pages without JavaScript; the measured one follows the content and the text size.
 * `measure` is given the element's border-box height as the observer saw it: reading `offsetHeight`
 * there instead made the browser lay the page out again as it hydrated, once the first variable set
 * had changed its style (about 30 ms of a product page's main thread, unthrottled).
 */
export function keepRoomFor(property: string, measure: (element: HTMLElement, height: number) => number) {
  return (element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      const room = `${Math.ceil(measure(element, height))}px`;
      if (root.getPropertyValue(property) !== room) root.setProperty(property, room);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  };
}
