// Shared vitest setup: nothing global; suites that need the mock backend start it themselves
// (tests/unit/support/mock-server.ts).
export {};
