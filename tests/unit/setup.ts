// Shared vitest setup. The demo world's area mocks are loaded here, before any suite imports one
// of them, so their tables register (and seed) in the order of src/app/areas.ts, as in the
// browser. Every message group is registered too (in the console each arrives with its code).
// Suites that need the mock backend start it themselves (tests/unit/support/mock-server.ts).
import { loadAreaMocks } from '@/app/demo-areas';
import { loadAllMessages } from './support/messages';

await loadAreaMocks();
await loadAllMessages();
