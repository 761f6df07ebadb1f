// Baseline: a bare node:http server answering every request with the bytes of a file.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.argv[2]);
const server = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
