import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';

const apiServer = 'http://localhost:5000';
// The session cookie and the OIDC redirect are bound to the browser's origin (5173 in dev), so the
// proxy keeps the Host header as the browser sent it.
const proxied = { target: apiServer, changeOrigin: false };

export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    tailwindcss(),
    precompress(fileURLToPath(new URL('dist/client', import.meta.url))),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': proxied,
      '/oidc': proxied,
      '/local-login': proxied,
    },
  },
});
