// What the composition root does on import (app.ts): every floor's messages registered and
// the document engine's ports installed, for tests that call services without an app.
import '../src/messages';
import '../src/ports';
