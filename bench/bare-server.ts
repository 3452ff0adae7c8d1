// The runtime's limit for `npm run bench`: bare node:http answering each path with the exact bytes and
// headers the app sent for it (read from the JSON manifest named by argv[2]), so only the server differs.
import fs from 'node:fs';
import http from 'node:http';

interface Reply {
  headers: Record<string, string>;
  body: string; // base64
}

const manifest: Record<string, Reply> = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8'));
const replies = new Map(
  Object.entries(manifest).map(([p, r]) => [p, { headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const reply = replies.get(req.url ?? '');
  if (!reply) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, reply.headers);
  res.end(reply.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
