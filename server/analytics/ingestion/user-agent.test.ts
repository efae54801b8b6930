import { describe, expect, it } from 'vitest';
import { readUserAgent } from './user-agent.ts';

const agents = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('readUserAgent', () => {
  it.each([
    [
      'an iPhone',
      agents.iPhoneSafari,
      { deviceType: 'mobile', browser: 'Mobile Safari', os: 'iOS' },
    ],
    [
      'an Android phone',
      agents.androidChrome,
      { deviceType: 'mobile', browser: 'Chrome', os: 'Android' },
    ],
    ['an iPad', agents.iPad, { deviceType: 'tablet', browser: 'Mobile Safari', os: 'iOS' }],
    [
      'Chrome on Windows',
      agents.windowsChrome,
      { deviceType: 'desktop', browser: 'Chrome', os: 'Windows' },
    ],
    [
      'Firefox on a Mac',
      agents.macFirefox,
      { deviceType: 'desktop', browser: 'Firefox', os: 'Mac OS' },
    ],
    [
      'Firefox on Linux',
      agents.linuxFirefox,
      { deviceType: 'desktop', browser: 'Firefox', os: 'Linux' },
    ],
  ])('reads %s', (_name, userAgent, device) => {
    expect(readUserAgent(userAgent)).toEqual({ bot: false, device });
  });

  it.each([
    ['Googlebot', agents.googlebot],
    ['headless Chrome', agents.headlessChrome],
    ['curl', 'curl/8.5.0'],
  ])('drops %s as a bot', (_name, userAgent) => {
    expect(readUserAgent(userAgent)).toEqual({ bot: true });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['an agent it cannot place', 'Mozilla/5.0 (Unfamiliar) Newbrowser/1.0'],
  ])('counts %s as an Unknown device', (_name, userAgent) => {
    expect(readUserAgent(userAgent)).toEqual({
      bot: false,
      device: { deviceType: 'Unknown', browser: null, os: null },
    });
  });
});
