import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API is the mock server (`npm run mock` at the root, port 4200 by default).
// Like the real backend, only XHR-marked requests are API calls; every other path is the app.
const apiTarget = process.env['MOCK_API_URL'] ?? 'http://127.0.0.1:4200';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/': {
        target: apiTarget,
        bypass: (req) =>
          req.headers['x-requested-with'] === 'XMLHttpRequest' ? undefined : req.url,
      },
    },
  },
});
