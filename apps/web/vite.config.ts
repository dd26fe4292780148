import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

const apiTarget = process.env.QUIRE_API ?? 'http://localhost:3000';

// @vitejs/plugin-react's types resolve against the root's vite 8 (vitest's), the build runs on
// this workspace's vite 7: the plugin object is the same at run time.
const reactPlugin = react() as unknown as PluginOption;

type Node = { type: string; start: number; end: number };
type Declarator = { init: Node | null };
type Statement = Node & { declaration?: (Node & { declarations?: Declarator[] }) | null; declarations?: Declarator[] };

/**
 * @quire/contracts builds its zod schemas at module level for the server. The web uses only
 * its plain functions, constants and types, so in the web build each top-level initializer
 * that calls something is wrapped in a pure IIFE: same value when used, dropped when not, and
 * zod (≈60 KB gzipped) drops out with them.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'quire:pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: Statement[] };
      const ranges: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'VariableDeclaration' ? statement : statement.declaration;
        for (const d of declaration?.declarations ?? []) {
          if (d.init && (d.init.type === 'CallExpression' || d.init.type === 'ObjectExpression')) ranges.push(d.init);
        }
      }
      let out = code;
      for (const r of ranges.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, r.start)}/* @__PURE__ */ (() => (${out.slice(r.start, r.end)}))()${out.slice(r.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  plugins: [reactPlugin, pureContractSchemas()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    target: 'es2022',
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources carry comments that merely mention @__PURE__; nothing to act on.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
