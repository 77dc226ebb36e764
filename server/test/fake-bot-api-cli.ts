// The fake Telegram Bot API as a process of its own, for the browser tests (e2e/playwright.config.ts starts
// it before `npm start`, whose TELEGRAM_API_ROOT points here). Run: node --import tsx server/test/fake-bot-api-cli.ts
// Environment: FAKE_BOT_API_PORT (default 3211), FAKE_BOT_TOKEN and FAKE_BOT_USERNAME (the one bot it knows).
// Tests steer it over HTTP under /__control/ (see FakeBotApiOptions.control in fake-bot-api.ts).
import { startFakeBotApi } from './fakes/fake-bot-api.ts';

const port = Number(process.env.FAKE_BOT_API_PORT ?? 3211);
const token = process.env.FAKE_BOT_TOKEN ?? '424242:e2e-live-bot';
const username = process.env.FAKE_BOT_USERNAME ?? 'RaritetE2EBot';

const fake = await startFakeBotApi({ port, control: true });
fake.bots.set(token, { id: Number(token.split(':')[0]) || 424242, username, first_name: 'Raritet E2E' });
console.warn(`fake Telegram Bot API on ${fake.url} (bot @${username}); controls under ${fake.url}/__control/`);

function stop() {
  fake.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('fake Telegram Bot API: close failed', error);
      process.exit(1);
    },
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
