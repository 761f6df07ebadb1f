// Baseline: a bare node:http server answering with stored bytes. The file holds one answer
// per line, `<path>\t<body>`; a path it does not hold gets the first body.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const bodies = new Map();
for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  const tab = line.indexOf('\t');
  if (tab > 0) bodies.set(line.slice(0, tab), Buffer.from(line.slice(tab + 1)));
}
const first = bodies.values().next().value;
const server = createServer((request, response) => {
  const body = bodies.get(request.url) ?? first;
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
