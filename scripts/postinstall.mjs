// After `npm install` / `npm ci`: applies the patches in patches/ with patch-package. They patch
// build tools only (development dependencies), so a production install (`npm ci --omit=dev`),
// which has neither the tools nor patch-package, has nothing to patch.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const patchPackage = path.join(root, 'node_modules', 'patch-package', 'index.js');

if (existsSync(patchPackage)) {
  const result = spawnSync(process.execPath, [patchPackage], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
} else {
  console.log('postinstall: no development dependencies installed, so no build tool to patch');
}
