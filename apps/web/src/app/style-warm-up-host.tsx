import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../core/idle';

const StyleWarmUp = lazy(() => import('../kit/style-warm-up'));

/**
 * Draws the kit's antd components once, out of the page, when the browser is first idle (on the
 * login page, or after the shell loads), so the first screen opened finds their styles made.
 * A transition: a click meanwhile is answered first.
 */
export function StyleWarmUpHost() {
  const [due, setDue] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setDue(true)), 3000), []);
  return due ? (
    <Suspense fallback={null}>
      <StyleWarmUp />
    </Suspense>
  ) : null;
}
