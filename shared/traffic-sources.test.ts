import { describe, expect, it } from 'vitest';
import { sourceGroup, trafficSource } from './traffic-sources.ts';

const ownHost = 'childsupportdefense.com';
const from = (referrer: string | null, utmSource?: string | null) =>
  trafficSource({ utmSource, referrer, ownHost });

describe('the traffic source of a session', () => {
  it('is the utm_source when the landing URL had one, whatever the referrer', () => {
    expect(from('https://www.google.com/', 'newsletter')).toBe('newsletter');
    expect(from(null, '  Spring Mailing ')).toBe('Spring Mailing');
  });

  it('names a known source tagged by any of its spellings as the referrer would', () => {
    expect(from(null, 'GOOGLE')).toBe('Google');
    expect(from(null, 'fb')).toBe('Facebook');
    expect(from(null, 'twitter')).toBe('X');
    expect(from(null, 'facebook.com')).toBe('Facebook');
  });

  it('falls through to the referrer when utm_source is empty or blank', () => {
    expect(from('https://www.bing.com/search?q=x', '')).toBe('Bing');
    expect(from('https://www.bing.com/search?q=x', '   ')).toBe('Bing');
  });

  it.each([
    ['https://www.google.com/', 'Google'],
    ['https://www.google.co.uk/', 'Google'],
    ['https://www.google.de/search', 'Google'],
    ['https://google.com.au/', 'Google'],
    ['https://news.google.com/articles/x', 'Google'],
    ['https://www.bing.com/', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://search.yahoo.com/search?p=x', 'Yahoo'],
    ['https://yahoo.com/', 'Yahoo'],
    ['https://m.facebook.com/', 'Facebook'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://lm.facebook.com/', 'Facebook'],
    ['https://fb.com/', 'Facebook'],
    ['https://l.instagram.com/', 'Instagram'],
    ['https://old.reddit.com/r/family', 'Reddit'],
    ['https://out.reddit.com/', 'Reddit'],
    ['https://t.co/abc', 'X'],
    ['https://twitter.com/someone', 'X'],
    ['https://x.com/someone', 'X'],
    ['https://m.youtube.com/watch?v=x', 'YouTube'],
    ['https://youtu.be/x', 'YouTube'],
    ['https://www.pinterest.com/pin/1', 'Pinterest'],
    ['https://pinterest.co.uk/', 'Pinterest'],
    ['https://pin.it/x', 'Pinterest'],
    ['https://www.linkedin.com/feed', 'LinkedIn'],
    ['https://lnkd.in/x', 'LinkedIn'],
  ])('names the referrer %s as %s', (referrer, name) => {
    expect(from(referrer)).toBe(name);
  });

  it('names any other site by its host, without www.', () => {
    expect(from('https://www.familylawforum.org/thread/12')).toBe('familylawforum.org');
    expect(from('http://blog.example.net:8080/post')).toBe('blog.example.net');
  });

  it('does not take a look-alike for a known site', () => {
    expect(from('https://google.example.com/')).toBe('google.example.com');
    expect(from('https://notgoogle.com/')).toBe('notgoogle.com');
  });

  it('is Direct from the site itself, with or without www. and a port', () => {
    expect(from('https://childsupportdefense.com/states/texas')).toBe('Direct');
    expect(from('https://www.childsupportdefense.com/')).toBe('Direct');
    expect(trafficSource({ referrer: 'http://127.0.0.1:4271/faq', ownHost: '127.0.0.1' })).toBe(
      'Direct',
    );
    expect(trafficSource({ referrer: 'https://shop.test/', ownHost: 'www.shop.test:8443' })).toBe(
      'Direct',
    );
  });

  it('is Direct with no referrer, or one that is not a web address', () => {
    expect(from(null)).toBe('Direct');
    expect(from('')).toBe('Direct');
    expect(from('not a url')).toBe('Direct');
    expect(from('about:blank')).toBe('Direct');
    expect(from('javascript:alert(1)')).toBe('Direct');
  });
});

describe('the group of a source', () => {
  it('is Search or Social for the known sources', () => {
    expect(['Google', 'Bing', 'DuckDuckGo', 'Yahoo'].map(sourceGroup)).toEqual(
      Array(4).fill('Search'),
    );
    expect(
      ['Facebook', 'Instagram', 'Reddit', 'X', 'YouTube', 'Pinterest', 'LinkedIn'].map(sourceGroup),
    ).toEqual(Array(7).fill('Social'));
  });

  it('is Direct with no source to tell, tracked or not', () => {
    expect(sourceGroup('Direct')).toBe('Direct');
    expect(sourceGroup('Not tracked')).toBe('Direct');
  });

  it('is Referral for a site named by its host, Campaign for any other utm_source', () => {
    expect(sourceGroup('familylawforum.org')).toBe('Referral');
    expect(sourceGroup('newsletter')).toBe('Campaign');
  });
});
