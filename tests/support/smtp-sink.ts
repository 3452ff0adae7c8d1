// A mail server for the browser tests: accepts SMTP on SMTP_PORT and lists what it received as JSON at
// http://127.0.0.1:HTTP_PORT/messages (started by playwright.config.ts next to the site's server).
import http from 'node:http';
import { startSmtpServer } from './smtp-test-server.ts';

const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.HTTP_PORT);
const smtp = await startSmtpServer(smtpPort);
http
  .createServer((req, res) => {
    if (req.url !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(smtp.received));
  })
  .listen(httpPort, '127.0.0.1');
