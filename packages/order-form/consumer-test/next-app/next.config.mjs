// The API is the stand-in's: BB_API_ORIGIN, proxied under /api (read when the app is built or
// its dev server starts).
const api = process.env.BB_API_ORIGIN;

export default {
  rewrites: async () => (api ? [{ source: '/api/:path*', destination: `${api}/api/:path*` }] : []),
};
