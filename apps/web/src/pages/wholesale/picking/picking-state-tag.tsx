import type { PickingState } from '@quire/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<PickingState, string | undefined> = { NONE: undefined, PICKING: 'processing', PICKED: 'success' };

/** A sale's picking state: not started, picking, picked. */
export function PickingStateTag({ state }: { state: PickingState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-picking-state={state}>
      {t(`picking:state.${state}`)}
    </Tag>
  );
}
