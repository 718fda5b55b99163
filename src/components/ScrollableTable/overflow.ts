/** Whether an element's content is wider than its box, so that it scrolls sideways. */
export function overflowsHorizontally(element: {scrollWidth: number; clientWidth: number}): boolean {
  // Sub-pixel layout can leave scrollWidth one pixel over clientWidth without a visible scrollbar.
  return element.scrollWidth > element.clientWidth + 1;
}
