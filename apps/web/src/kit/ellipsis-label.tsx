import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';

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
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? text : undefined} placement={placement} mouseEnterDelay={0.3}>
      <span
        className="q-ellipsis"
        onMouseEnter={(e) => setCut(e.currentTarget.scrollWidth > e.currentTarget.clientWidth + 1)}
        data-ellipsis-label={text}
      >
        {children ?? text}
      </span>
    </Tooltip>
  );
}
