// Shared vitest setup, run before each test file. The demo world's area mocks are loaded here,
// before any suite imports one of them, so their tables register (and seed) in the order of
// src/app/areas.ts, as in the browser. Every message group is registered too (in the console
// each arrives with its code). Suites that need the mock backend start it themselves
// (tests/unit/support/mock-server.ts).
//
// Most files share their worker's modules (the `shared` project, vite.config.ts): then the mocks
// and messages are loaded by the worker's first file only, and a later file finds the world a
// former one used. It starts on the seed all the same: the world is put back in place (in
// milliseconds), the demo controls and the mock's clock as they start.
import { loadAreaMocks } from '@/app/demo-areas';
import { setClock } from '@/mocks/clock';
import { resetControls } from '@/mocks/controls';
import { resetToSeed, worldBuilt } from '@/mocks/db';
import { loadAllMessages } from './support/messages';

await loadAreaMocks();
await loadAllMessages();
if (worldBuilt()) await resetToSeed();
resetControls();
setClock(null);
