/**
 * A React 19 ref callback that keeps a CSS variable of the page (on <html>) at the room an element
 * takes, measured whenever its size changes, while it is on the page. The stylesheet's figure
 * serves pages without JavaScript; the measured one follows the content and the text size.
 */
export function keepRoomFor(property: string, measure: (element: HTMLElement) => number) {
  return (element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(property, `${Math.ceil(measure(element))}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  };
}
