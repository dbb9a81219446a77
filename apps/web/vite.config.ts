import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API listens on 3001 in development; the web dev server proxies /api to it, keeping the Host (tenant). */
const API_TARGET = "http://localhost:3001";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads it to sum each route's JavaScript.
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    allowedHosts: [".localhost"],
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    allowedHosts: [".localhost"],
    proxy: {
      "/api": { target: API_TARGET, changeOrigin: false },
    },
  },
});
