import { describe, expect, it } from 'vitest';
import { parseVideoUrl, playerEventOf, videoEmbedUrl } from './video-source';

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the YouTube video of %s', (url, id) => {
    expect(parseVideoUrl(url)).toMatchObject({ provider: 'youtube', id });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('reads the Vimeo video of %s', (url, id) => {
    expect(parseVideoUrl(url)).toMatchObject({ provider: 'vimeo', id });
  });

  it.each([
    ['https://example.org/video.mp4'],
    ['https://www.dailymotion.com/video/x7tgad0'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://vimeo.com/about'],
    ['javascript:alert(1)'],
    ['not a url'],
    [undefined],
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeUndefined();
  });

  it('embeds from the privacy-enhanced hosts only', () => {
    const youtube = parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const vimeo = parseVideoUrl('https://vimeo.com/76979871');
    expect(youtube && videoEmbedUrl(youtube, 'http://localhost:3000')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0&origin=http%3A%2F%2Flocalhost%3A3000',
    );
    expect(vimeo && videoEmbedUrl(vimeo, 'http://localhost:3000')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('understands the players\u2019 play, pause and end messages', () => {
    const youtube = parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')!;
    const vimeo = parseVideoUrl('https://vimeo.com/76979871')!;
    expect(playerEventOf(youtube, '{"event":"onStateChange","info":1}')).toBe('play');
    expect(playerEventOf(youtube, { event: 'infoDelivery', info: { playerState: 2 } })).toBe('pause');
    expect(playerEventOf(youtube, '{"event":"onStateChange","info":0}')).toBe('end');
    expect(playerEventOf(youtube, '{"event":"onStateChange","info":3}')).toBeUndefined();
    expect(playerEventOf(vimeo, '{"event":"play","data":{}}')).toBe('play');
    expect(playerEventOf(vimeo, { event: 'pause' })).toBe('pause');
    expect(playerEventOf(vimeo, { event: 'ended' })).toBe('end');
    expect(playerEventOf(vimeo, 'garbage')).toBeUndefined();
  });
});
