import { expect } from 'chai';
import { escapeHtml, fillTemplate, safeJson } from '../../src/server/render/html';
import { formatDate } from '../../src/shared/date';
import { parsePrefs } from '../../src/shared/prefs';

describe('HTML helpers', () => {
  it('escapes text for HTML', () => {
    expect(escapeHtml('<a href="x">\'&\'</a>')).to.equal('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('produces JSON that cannot end a script element and still parses', () => {
    const value = { text: '</script><!-- & \u2028' };
    const json = safeJson(value);
    expect(json).to.not.match(/<|>|&|\u2028/);
    expect(JSON.parse(json)).to.deep.equal(value);
  });

  it('fills placeholders once, without re-scanning inserted text', () => {
    expect(fillTemplate('<p>{{a}}</p><i>{{b}}</i>', { a: '{{b}}', b: 'x' })).to.equal('<p>{{b}}</p><i>x</i>');
  });
});

describe('shared helpers', () => {
  it('formats dates as dd.mm.yyyy in the site time zone', () => {
    expect(formatDate('2024-01-31T22:30:00Z')).to.equal('01.02.2024');
    expect(formatDate(new Date('2023-12-05T08:00:00Z'))).to.equal('05.12.2023');
  });

  it('reads the low-vision preference from a cookie header', () => {
    expect(parsePrefs('a=b; low_vision=1')).to.deep.equal({ lowVision: true });
    expect(parsePrefs('low_vision=')).to.deep.equal({ lowVision: false });
    expect(parsePrefs(undefined)).to.deep.equal({ lowVision: false });
  });
});
