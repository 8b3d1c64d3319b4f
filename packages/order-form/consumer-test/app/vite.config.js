import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In the dev server the API is the stand-in's: BB_API_ORIGIN, proxied under /api.
const api = process.env.BB_API_ORIGIN;

export default defineConfig({
  plugins: [react()],
  server: api ? { host: '127.0.0.1', proxy: { '/api': api } } : {},
});
