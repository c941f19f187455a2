// `npm run dev`: the API server with reload on change, and Vite with hot reload proxying /api to it.
import { bin, root, supervise } from './lib.mjs';

const env = { ...process.env, VITE_CUSTOMIZER: process.env.VITE_CUSTOMIZER ?? 'true' };
supervise(bin('tsx'), ['watch', 'apps/server/src/main.ts'], { env });
supervise(bin('vite'), [], { cwd: `${root}/apps/web`, env });
console.log('\n  Dev: web http://localhost:5173 (hot reload), API http://localhost:3000\n');
