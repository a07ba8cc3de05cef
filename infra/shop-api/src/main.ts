import nodemailer from 'nodemailer';
import { openSharedRedis, runService } from '@shop/server-kit';
import { buildShopApi } from './app';
import { readConfig } from './config/config';

const config = readConfig();
const mailTransport = config.mail.smtpUrl
  ? nodemailer.createTransport(config.mail.smtpUrl)
  : undefined;
const redis = openSharedRedis();
const app = await buildShopApi({ config, mailTransport, redis });
redis?.client.on('error', (error: Error) =>
  app.log.error({ event: 'redis-error', reason: error.message }, 'Redis connection failed'),
);

const missing = [
  !config.mail.smtpUrl && 'SMTP_URL (mails stay in the outbox)',
  !config.recaptcha.secret && 'RECAPTCHA_SECRET (newsletter sign-up refused)',
  !config.google.clientId && 'GOOGLE_CLIENT_ID (Google sign-in refused)',
].filter(Boolean);
if (config.production && missing.length > 0) {
  app.log.warn(
    { event: 'configuration-incomplete', missing },
    `production without ${missing.join(', ')}`,
  );
}
await runService(app, 8082, async () => {
  mailTransport?.close();
  await redis?.close();
});
