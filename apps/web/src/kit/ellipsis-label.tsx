import { Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';

/**
 * A one-line label that ends in "…" when its box is too narrow, and then shows the whole label
 * in a tooltip (sidebar items, long column titles). A label that fits has no tooltip.
 */
export function EllipsisLabel({
  text,
  children,
  placement = 'right',
}: {
  text: string;
  children?: ReactNode;
  placement?: 'right' | 'top';
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const isCut = () => {
    const el = ref.current;
    return el !== null && el.scrollWidth > el.clientWidth + 1;
  };
  return (
    <Tooltip title={text} placement={placement} mouseEnterDelay={0.3} open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      <span ref={ref} className="q-ellipsis" data-ellipsis-label={text}>
        {children ?? text}
      </span>
    </Tooltip>
  );
}
