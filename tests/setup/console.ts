import { afterEach, vi } from "vitest";

// A test fails on any unexpected console.error; a test that expects one spies on it itself.
const errorSpy = vi.spyOn(console, "error");

afterEach(() => {
  const calls = errorSpy.mock.calls.slice();
  errorSpy.mockClear();
  if (calls.length > 0 && vi.isMockFunction(console.error) && console.error === errorSpy) {
    throw new Error(`unexpected console.error:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
