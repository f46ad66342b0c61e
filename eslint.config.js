// Lint keeps the layers honest (see src-main/*/README.md):
//   contract/  -> no Node, no DOM, no other layer: it is shared by every process;
//   core/      -> plain Node: never Electron, never the shell, server or renderer;
//   renderer   -> only the contract (through its client), never core, Node or Electron;
//   native modules (better-sqlite3, node-llama-cpp) only inside core/.
import tseslint from "typescript-eslint";
import { builtinModules } from "node:module";

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const native = ["better-sqlite3", "node-llama-cpp"];
const layer = (name) => [`**/${name}`, `**/${name}/**`];
// The renderer reaches the contract as @contract/* (tsconfig.web.json); a path that climbs out of
// the alias ("@contract/../core/...") would reach any layer, so it is refused whatever it names.
const contractAliasEscape = { regex: "^@contract/(?:.*/)?\\.\\.(?:/|$)", message: "The renderer may import only the contract: @contract/ must not climb out of src-main/contract." };

export default tseslint.config(
  { ignores: ["out/**", "dist/**", "node_modules/**", "test-results/**", "test/fixtures/**", ".scratch/**"] },
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-debugger": "error",
    },
  },
  {
    files: ["src-main/contract/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: [...nodeBuiltins, "electron", ...native].map((name) => ({ name, message: "contract/ is shared by every process: no Node, Electron or native modules." })),
        patterns: [{ group: [...layer("core"), ...layer("shell"), ...layer("server"), ...layer("src-renderer")], message: "contract/ may import only itself and zod." }],
      }],
      "no-restricted-globals": ["error", "window", "document", "navigator", "process", "Buffer"],
    },
  },
  {
    files: ["src-main/core/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: [{ name: "electron", message: "core/ is plain Node: it runs in the CLI and the server too. Put Electron code in shell/." }],
        patterns: [{ group: [...layer("shell"), ...layer("server"), ...layer("src-renderer")], message: "core/ must not depend on a transport or the UI." }],
      }],
    },
  },
  {
    files: ["src-main/shell/**/*.ts", "src-main/server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: native.map((name) => ({ name, message: "Native modules are used only inside core/; call a core service." })),
        patterns: [{ group: layer("src-renderer"), message: "The main process must not import renderer code." }],
      }],
    },
  },
  {
    files: ["src-renderer/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: [...nodeBuiltins, "electron", ...native].map((name) => ({ name, message: "The renderer runs in a sandboxed browser page: talk to the app through the contract client." })),
        patterns: [
          { group: [...layer("core"), ...layer("shell"), ...layer("server")], message: "The renderer may import only the contract (src-main/contract)." },
          contractAliasEscape,
        ],
      }],
    },
  },
  {
    // Components show data and hand events to hooks; the calls live in each feature's hooks
    // (useX.ts, xCalls.ts), so a screen can be read without the transport in it.
    files: ["src-renderer/src/**/*.tsx"],
    rules: {
      "no-restricted-imports": ["error", {
        paths: [...nodeBuiltins, "electron", ...native].map((name) => ({ name, message: "The renderer runs in a sandboxed browser page: talk to the app through the contract client." })),
        patterns: [
          { group: [...layer("core"), ...layer("shell"), ...layer("server")], message: "The renderer may import only the contract (src-main/contract)." },
          contractAliasEscape,
          { regex: "^\\.{1,2}/(?:\\.\\./)*(?:.*/)?client(?:/index(?:\\.ts)?)?$", message: "Views call the app through their feature's hook (useX.ts), not the client." },
        ],
      }],
    },
  },
);
