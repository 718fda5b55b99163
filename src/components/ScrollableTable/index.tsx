import {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {overflowsHorizontally} from './overflow';

/**
 * Markdown tables scroll sideways when they are wider than the text column (Infima renders them as
 * blocks with `overflow: auto`). A region that scrolls must be reachable by keyboard (WCAG 2.1.1), so a
 * table joins the tab order while, and only while, it overflows.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => setScrolls(overflowsHorizontally(table));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} {...(scrolls ? {tabIndex: 0} : {})} />;
}
