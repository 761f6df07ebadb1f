import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

// The renderer is served by the service under /app/ (web mode) and loaded from files by the
// desktop shell, so every asset URL is relative to that base.
export default defineConfig(({ command }) => {
  // Vite takes a NODE_ENV already set (vitest sets `test`) over the mode, which would bundle
  // React's development build and the development JSX runtime: a build is always production.
  // Vite reads it again after loading this file.
  if (command === 'build') process.env['NODE_ENV'] = 'production';
  return {
    root,
    base: '/app/',
    mode: command === 'build' ? 'production' : undefined,
    plugins: [react()],
    define:
      command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: {
      outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      chunkSizeWarningLimit: 600,
    },
  };
});
