// The SMTP sender of case mail (SMTP_URL, MAIL_FROM), one per instance; absent when e-mail is not
// configured, in which case mail stays queued and the portal says so.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailSender } from '../domain/mail.ts';
import { smtpSender } from '../services/case-mail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    caseMail: { sender: MailSender | undefined };
  }
}

export default fp(
  async function caseMail(app: FastifyInstance) {
    const sender = app.config.mail ? smtpSender(app.config.mail) : undefined;
    app.decorate('caseMail', { sender });
    app.addHook('onClose', async () => sender?.close());
  },
  { name: 'case-mail', dependencies: ['config'] },
);
