import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { findHazards } from './harmless.ts';
import { HOSTILE_CORPUS } from './hostileCorpus.ts';
import { renderMarkdown } from './renderer.ts';
import { MAX_ELEMENT_DEPTH, MAX_RENDERED_TAGS, RAW_HTML_TAG_BUDGET } from './policy.ts';
import { NORMAL_SAMPLES } from './samples.ts';

const document = new JSDOM('<!DOCTYPE html>').window.document;

/** The output parsed again, as a page would when it sets innerHTML. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

function depth(element: Element): number {
  const children = Array.from(element.children);
  return children.length ? 1 + Math.max(...children.map(depth)) : 0;
}

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

describe('hostile input', () => {
  it('has a corpus of at least 40 inputs', () => {
    expect(HOSTILE_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE_CORPUS)('renders "$name" harmless', ({ text }) => {
    const html = renderMarkdown(text);
    const box = parsed(html);
    expect(findHazards(box)).toEqual([]);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son\w+\s*=/i);
    // Parsing the output again gives the same tree: no markup that changes shape on the way into a page.
    expect(box.innerHTML).toBe(html);
    expect(depth(box)).toBeLessThanOrEqual(MAX_ELEMENT_DEPTH);
  });

  it.each(NORMAL_SAMPLES)('renders the normal sample %j harmless and stable', (text) => {
    const html = renderMarkdown(text);
    expect(findHazards(parsed(html))).toEqual([]);
    expect(parsed(html).innerHTML).toBe(html);
  });

  it('drops javascript:, data: and vbscript: links but keeps their text', () => {
    expect(renderMarkdown('<a href=" JaVa&#x09;Script:alert(1)">x</a> <a href="vbscript:x">y</a>')).toBe('<p>x y</p>\n');
    expect(renderMarkdown('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('shows raw HTML as text once a text has used its tag budget', () => {
    const html = renderMarkdown(`${'<b>b</b>'.repeat(RAW_HTML_TAG_BUDGET)}<i>over</i>`);
    expect(html.endsWith('<b>b</b>&lt;i&gt;over&lt;/i&gt;</p>\n')).toBe(true);
  });

  it('shows a text that would need thousands of elements as plain text', () => {
    const text = '@ab '.repeat(MAX_RENDERED_TAGS);
    expect(renderMarkdown(text)).toBe(`<p>${text.trim()}</p>\n`);
    expect(renderMarkdown(`${'*x* '.repeat(MAX_RENDERED_TAGS)}\n\n<b>`)).toMatch(/^<p>\*x\* \*x\*.*<\/p>\n<p>&lt;b&gt;<\/p>\n$/s);
    // Spoilers must not leak: the whole text stays hidden.
    expect(renderMarkdown('~!x!~ '.repeat(MAX_RENDERED_TAGS))).toMatch(/^<div class="md-spoiler">\n<p>~!x!~ ~!x!~.*<\/p>\n<\/div>\n$/s);
  });
});

describe('markdown', () => {
  it('renders emphasis, strike, code and line breaks', () => {
    expect(renderMarkdown('**bold** __bold__ *it* _it_ ~~gone~~ `code`\nnext')).toBe(
      '<p><strong>bold</strong> <strong>bold</strong> <em>it</em> <em>it</em> <del>gone</del> <code>code</code><br>\nnext</p>\n',
    );
  });

  it('renders headings h1 to h5, a sixth level as h5', () => {
    expect(renderMarkdown('# One\n##### Five\n###### Six')).toBe('<h1>One</h1>\n<h5>Five</h5>\n<h5>Six</h5>\n');
  });

  it('renders lists, quotes, code blocks and rules', () => {
    expect(renderMarkdown('- a\n- b\n\n1. c\n\n> q\n\n```\nx < y\n```\n\n---')).toBe(
      '<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<ol>\n<li>c</li>\n</ol>\n<blockquote>\n<p>q</p>\n</blockquote>\n' +
        '<pre><code>x &lt; y\n</code></pre>\n<hr>\n',
    );
  });

  it('keeps allowed inline HTML and strips the rest', () => {
    expect(renderMarkdown('<center><b>b</b> <font color="red">f</font></center><table><tr><td>cell</td></tr></table><h6>six</h6>')).toBe(
      '<center><b>b</b> <font>f</font></center>cellsix',
    );
    expect(
      renderMarkdown('<div align="CENTER" style="color:red"><img src="https://example.com/a.png" width="100" height="50" alt="a"></div>'),
    ).toBe('<div align="center"><img src="https://example.com/a.png" width="100" height="50"></div>');
  });

  it('drops code, styles, form fields and foreign markup with their content, unwraps other tags', () => {
    expect(
      renderMarkdown(
        '<section>kept <textarea>typed</textarea><select><option>o</option></select></section> <style>p{}</style><svg><a>s</a></svg><noscript><b>n</b></noscript>',
      ),
    ).toBe('kept  ');
    expect(renderMarkdown('<span>a <abbr title=t>b</abbr> <img src=x onerror=alert(1) name=y></span>')).toBe(
      '<p><span>a b <img src="x"></span></p>\n',
    );
  });

  it('opens every link in a new tab, relative and mailto links included', () => {
    expect(
      renderMarkdown('[a](https://example.com/x) <a href="/user/Yuki" target="_self">b</a> <a href="mailto:a@example.com">c</a>'),
    ).toBe(
      `<p><a href="https://example.com/x" ${LINK}>a</a> <a href="/user/Yuki" ${LINK}>b</a> <a href="mailto:a@example.com" ${LINK}>c</a></p>\n`,
    );
  });

  it('turns bare URLs into links and keeps http links as they are', () => {
    expect(renderMarkdown('see https://example.org and [old](http://example.com)')).toBe(
      `<p>see <a href="https://example.org/" ${LINK}>https://example.org</a> and <a href="http://example.com/" ${LINK}>old</a></p>\n`,
    );
  });

  it('upgrades http images and videos to https', () => {
    expect(renderMarkdown('![a](http://example.com/a.png) <img src="http://example.com/b.gif"> webm(http://example.com/c.webm)')).toBe(
      '<p><img src="https://example.com/a.png"> <img src="https://example.com/b.gif"> ' +
        '<video src="https://example.com/c.webm" controls="" loop="" muted=""></video></p>\n',
    );
  });

  it('strips links and images to piracy hosts, subdomains included', () => {
    expect(
      renderMarkdown(
        '[ep 1](https://kissanime.ru/x) <a href="http://WWW.Nyaa.si./t">t</a> ![c](https://mangakakalot.com/c.png) [ok](https://example.com)',
      ),
    ).toBe(`<p>ep 1 t  <a href="https://example.com/" ${LINK}>ok</a></p>\n`);
    expect(renderMarkdown('img(https://cdn.9anime.to/a.png)')).toBe('<p>img(https://cdn.9anime.to/a.png)</p>\n');
  });
});

describe('site syntax', () => {
  it('hides ~!spoilers!~ in a span, or a div when they span paragraphs', () => {
    expect(renderMarkdown('a ~!secret **plot**!~ b')).toBe('<p>a <span class="md-spoiler">secret <strong>plot</strong></span> b</p>\n');
    expect(renderMarkdown('~!one\n\ntwo!~')).toBe('<div class="md-spoiler">\n<p>one</p>\n<p>two</p>\n</div>\n');
    expect(renderMarkdown('~!!~ and ~!unclosed')).toBe('<p>~!!~ and ~!unclosed</p>\n');
  });

  it('centres +++text+++ on one line or several', () => {
    expect(renderMarkdown('+++hi+++')).toBe('<center>\n<p>hi</p>\n</center>\n');
    expect(renderMarkdown('text\n+++\n# Title\n+++')).toBe('<p>text</p>\n<center>\n<h1>Title</h1>\n</center>\n');
    expect(renderMarkdown('a +++b+++ c')).toBe('<p>a +++b+++ c</p>\n');
  });

  it('links @mentions of 2 to 20 name characters to the profile', () => {
    expect(renderMarkdown('@Yuki, @ha_ru2 @x @abcdefghijklmnopqrstu mail@example.com `@code`')).toBe(
      `<p><a href="/user/Yuki" ${LINK}>@Yuki</a>, <a href="/user/ha_ru2" ${LINK}>@ha_ru2</a> @x @abcdefghijklmnopqrstu ` +
        `<a href="mailto:mail@example.com" ${LINK}>mail@example.com</a> <code>@code</code></p>\n`,
    );
  });

  it('embeds images with an optional width', () => {
    expect(renderMarkdown('img(https://example.com/a.png) img220(https://example.com/b.jpg) img50%(https://example.com/c.gif)')).toBe(
      '<p><img src="https://example.com/a.png"> <img src="https://example.com/b.jpg" width="220"> ' +
        '<img src="https://example.com/c.gif" width="50%"></p>\n',
    );
    expect(renderMarkdown('myimg(https://example.com/a.png)')).toBe(
      `<p>myimg(<a href="https://example.com/a.png" ${LINK}>https://example.com/a.png</a>)</p>\n`,
    );
  });

  it('embeds an image the editor uploaded to this site by its relative /uploads/ address, and no other relative one', () => {
    expect(renderMarkdown('img(/uploads/image-7-0123abcd.webp)')).toBe('<p><img src="/uploads/image-7-0123abcd.webp"></p>\n');
    expect(renderMarkdown('img(/logout)')).toBe('<p>img(/logout)</p>\n');
    expect(renderMarkdown('img(/uploads/../logout)')).toBe('<p>img(/uploads/../logout)</p>\n');
    expect(renderMarkdown('webm(/uploads/a.webm)')).toBe('<p>webm(/uploads/a.webm)</p>\n');
  });

  it('embeds YouTube videos as a thumbnail link for ids of 10 to 15 characters', () => {
    const embed =
      `<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="md-youtube" ${LINK}>` +
      '<img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"></a>';
    expect(renderMarkdown('youtube(dQw4w9WgXcQ)')).toBe(`<p>${embed}</p>\n`);
    expect(renderMarkdown('youtube(https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5)')).toBe(`<p>${embed}</p>\n`);
    expect(renderMarkdown('youtube(youtu.be/dQw4w9WgXcQ)')).toBe(`<p>${embed}</p>\n`);
    expect(renderMarkdown('youtube(short12)')).toBe('<p>youtube(short12)</p>\n');
    expect(renderMarkdown('youtube(https://evil.example/watch?v=dQw4w9WgXcQ)')).toBe(
      `<p>youtube(<a href="https://evil.example/watch?v=dQw4w9WgXcQ" ${LINK}>https://evil.example/watch?v=dQw4w9WgXcQ</a>)</p>\n`,
    );
  });

  it('embeds webm videos', () => {
    expect(renderMarkdown('webm(https://example.com/a.webm)')).toBe(
      '<p><video src="https://example.com/a.webm" controls="" loop="" muted=""></video></p>\n',
    );
    expect(renderMarkdown('webm(javascript:alert(1))')).toBe('<p>webm(javascript:alert(1))</p>\n');
  });
});
