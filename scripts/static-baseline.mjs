// The physical limit the bench compares with: a bare node:http server that answers every
// request with the same bytes and headers from memory. Started by scripts/measure-throughput.mjs
// with a JSON file { status, headers, body (base64) }; prints its port when listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(recorded.status, { ...recorded.headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
