import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // A few screens are driven through long forms (the KB editor types a whole article): 5 s was their run time alone
    // on a 2-core machine, so any load made them time out. They assert behaviour, not speed.
    testTimeout: 20_000,
  },
});
