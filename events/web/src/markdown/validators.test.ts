import { describe, expect, it } from 'vitest';
import { imageUrlError, linkUrlError, videoUrlError, youtubeUrlError } from './validators.ts';

describe('editor prompt validators', () => {
  it('accepts link URLs that look like a domain, else "Invalid URL"', () => {
    for (const url of [
      'example.com',
      'https://example.com',
      'http://sub.example.co.uk/a/b?c=d#e',
      'anilist.co/anime/1',
      'example.com:8080',
    ]) {
      expect(linkUrlError(url)).toBeNull();
    }
    for (const url of ['not a url', 'javascript:alert(1)', 'example', 'ftp://example.com', 'https://', '']) {
      expect(linkUrlError(url)).toBe('Invalid URL');
    }
  });

  it('accepts http(s) image URLs ending png, jpg, jpeg or gif, else "Invalid image URL"', () => {
    for (const url of [
      'https://example.com/a.png',
      'http://example.com/b.JPG',
      'https://example.com/c.jpeg',
      'https://example.com/d.gif',
    ]) {
      expect(imageUrlError(url)).toBeNull();
    }
    for (const url of ['https://example.com/a.bmp', 'example.com/a.png', 'https://example.com/a.png?x=1', 'data:image/png;base64,AA']) {
      expect(imageUrlError(url)).toBe('Invalid image URL');
    }
  });

  it('accepts http(s) video URLs ending mp4, webm or ogv, else "Invalid video URL"', () => {
    for (const url of ['https://example.com/a.mp4', 'http://example.com/b.webm', 'https://example.com/c.OGV']) {
      expect(videoUrlError(url)).toBeNull();
    }
    for (const url of ['https://example.com/a.avi', 'example.com/a.webm', 'javascript:a.mp4']) {
      expect(videoUrlError(url)).toBe('Invalid video URL');
    }
  });

  it('accepts anything for YouTube', () => {
    expect(youtubeUrlError('any text at all')).toBeNull();
  });
});
