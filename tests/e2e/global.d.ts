import type { DemoApi } from '../../src/mocks/demo-api';

declare global {
  interface Window {
    __demo?: DemoApi;
  }
}
export {};
