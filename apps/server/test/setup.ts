// What the composition root does on import (app.ts): every floor's messages registered and
// the document engine's ports installed, for tests that call services without an app.
import '../src/messages';
import '../src/ports';

// A worker runs file after file in one process (vitest.config.ts: isolate false): each file
// starts from the composition root's state, whatever the one before it left.
import { restoreTestPorts } from '../src/modules/inventory/inventory.fixtures';
import { closeLeftoverApps } from './harness';

restoreTestPorts();
await closeLeftoverApps();
