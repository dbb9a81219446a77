import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ESTree, type Plugin, parseSync, Visitor } from "vite";

/** The API listens on 3001 in development; the web dev server proxies /api to it, keeping the Host (tenant). */
const API_TARGET = "http://localhost:3001";

const SHARED_API = fileURLToPath(new URL("../../packages/shared/src/api/", import.meta.url));
const SERVER_ONLY_PROPERTIES = new Set(["params", "query", "body", "responses", "summary", "tags", "example"]);

/**
 * The browser needs an endpoint's method and path, never its schemas: the server validates the input and writes the
 * answers. So in the app (dev server and build) each `endpoint({ ... })` declaration of packages/shared/src/api gets
 * `undefined` for its params, query, body and responses, and zod and the answer schemas reach only the pages that use
 * a schema themselves (a form): the landing page stays in its budget. The web's unit tests (vitest.config.ts) run on
 * the declarations as written; the typed client (src/lib/api-client.ts) reads nothing but the method and the path.
 */
function endpointSchemasStayOnTheServer(): Plugin {
  return {
    name: "engagesuite:endpoint-schemas-stay-on-the-server",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.startsWith(SHARED_API) || !file.endsWith(".ts")) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      new Visitor({
        CallExpression(node) {
          const [declaration] = node.arguments;
          if (node.callee.type !== "Identifier" || node.callee.name !== "endpoint") return;
          if (declaration?.type !== "ObjectExpression") return;
          for (const property of declaration.properties) {
            if (property.type !== "Property" || property.computed || property.key.type !== "Identifier") continue;
            const name = property.key.name;
            if (!SERVER_ONLY_PROPERTIES.has(name)) continue;
            if (code.slice(property.key.start, property.key.end) !== name) {
              throw new Error(`${file}: unexpected source positions at the property ${name}`);
            }
            edits.push({ start: property.start, end: property.end, text: `${name}: undefined` });
          }
        },
      }).visit(parseSync(file, code).program as ESTree.Program);
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [endpointSchemasStayOnTheServer(), react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  // The server renderer bundles the icon set and Radix instead of importing them from node_modules: their package
  // entries load every icon (about 1,600 modules) and every primitive, about 50 MB of the server's memory and 0.9 s of
  // its start-up, where the pages use a few dozen.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: isSsrBuild
    ? // The server's renderer of the public pages (src/app/ssr.tsx); the browser's files are the other build's.
      { outDir: "dist-ssr", emptyOutDir: true, copyPublicDir: false }
    : {
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
}));
