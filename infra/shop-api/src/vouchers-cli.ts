import nodemailer from 'nodemailer';
import { buildShopApi } from './app';
import { readConfig } from './config/config';
import { runVouchersCommand } from './vouchers/vouchers-command';

// Runs against DATABASE_URL like the service; with SMTP_URL the mails go out before it exits.
const config = readConfig();
const mailTransport = config.mail.smtpUrl
  ? nodemailer.createTransport(config.mail.smtpUrl)
  : undefined;
const app = await buildShopApi({ config, mailTransport, logLevel: 'warn' });
let code = 1;
try {
  code = await runVouchersCommand(process.argv.slice(2), app, (line) => console.log(line));
  await app.shop.outbox.deliver();
} finally {
  await app.close();
  mailTransport?.close();
}
process.exit(code);
