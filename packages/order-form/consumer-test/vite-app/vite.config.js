import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API is the stand-in's: BB_API_ORIGIN, proxied under /api by the dev and preview servers.
const api = process.env.BB_API_ORIGIN;
const proxy = api ? { '/api': api } : undefined;

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', proxy },
  preview: { host: '127.0.0.1', proxy },
  // Two pages: the form's, and one without it, so the form's own cost can be told from React's.
  build: { rollupOptions: { input: { form: 'index.html', blank: 'blank.html' } } },
});
