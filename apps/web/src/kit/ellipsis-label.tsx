import { Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How long the pointer rests on a cut label before its whole text shows (antd's 0.3 s). */
const SHOW_AFTER_MS = 300;

/**
 * A one-line label that ends in "…" when its box is too narrow, and then shows the whole label
 * in a tooltip (sidebar items, long column titles). A label that fits has no tooltip.
 *
 * The tooltip is made the first time the pointer rests on a cut label, not with the label: the
 * sidebar alone has some seventy labels, and a tooltip each made the menu slow to draw.
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
  const [made, setMade] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const isCut = () => {
    const el = ref.current;
    return el !== null && el.scrollWidth > el.clientWidth + 1;
  };
  const label = (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer resting on it only makes the tooltip; the full text is the label's own (and the menu item's) accessible name
    <span
      ref={ref}
      className="q-ellipsis"
      data-ellipsis-label={text}
      onMouseEnter={
        made
          ? undefined
          : () => {
              timer.current = window.setTimeout(() => {
                if (!isCut()) return;
                setMade(true);
                setOpen(true);
              }, SHOW_AFTER_MS);
            }
      }
      onMouseLeave={made ? undefined : () => window.clearTimeout(timer.current)}
    >
      {children ?? text}
    </span>
  );
  if (!made) return label;
  return (
    <Tooltip title={text} placement={placement} mouseEnterDelay={0.3} open={open} onOpenChange={(next) => setOpen(next && isCut())}>
      {label}
    </Tooltip>
  );
}
