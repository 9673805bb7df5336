/**
 * The SVG sanitiser on its own (the processors' use of it is in ./corpus.test.ts and
 * ./cloudflare-processor.test.ts): strict XML only, no entity declarations, only allowlisted
 * SVG elements and attributes survive, nothing that could fetch or run something, and what comes
 * out is a document that sanitises to itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textBytes as text } from '../../../tests/fixtures/media-samples.ts';
import { UploadRefused } from './processor.ts';
import { isSvgDocument, NOT_SVG_REASON, prepareSvg, sanitizeSvg, svgSize } from './svg.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const decode = (b: Uint8Array) => new TextDecoder().decode(b);
const clean = (svg: string) => decode(sanitizeSvg(text(svg)));

/** The refusal reason for an SVG, or null when it is accepted. */
function refusal(svg: string): string | null {
  try {
    sanitizeSvg(text(svg));
    return null;
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
}

describe('what is an SVG document', () => {
  it('refuses broken XML, HTML, another root or namespace, and more than one root', () => {
    for (const bad of [
      `<svg ${NS}><rect></svg>`,
      `<svg ${NS}><rect width=5/></svg>`,
      `<svg ${NS}><foo:bar/></svg>`,
      `<svg ${NS}/>junk`,
      `<svg ${NS}/><svg ${NS}/>`,
      '<svg><rect/></svg>',
      '<svg xmlns="http://example.com/x"/>',
      '<html><body><svg></svg></body></html>',
      '',
    ]) {
      expect(refusal(bad), bad).toBe(NOT_SVG_REASON);
      expect(isSvgDocument(bad), bad).toBe(false);
    }
    expect(refusal('\uFEFF<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull();
    expect(() => sanitizeSvg(new Uint8Array([0x3c, 0xff, 0xfe]))).toThrow(NOT_SVG_REASON);
  });

  it('refuses declared entities (billion laughs, outside files) but takes a plain DOCTYPE', () => {
    for (const bad of [
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${NS}><text>&x;</text></svg>`,
      `<!DOCTYPE svg [<!ENTITY x "hi">]><svg ${NS}/>`,
      `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg ${NS}><text>&b;</text></svg>`,
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`,
      `<svg ${NS}><text>&nbsp;</text></svg>`,
    ])
      expect(refusal(bad), bad).toBe(NOT_SVG_REASON);
    expect(
      clean(
        '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" ' +
          `"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg ${NS}><rect width="5"/></svg>`,
      ),
    ).toBe(`<svg ${NS}><rect width="5"/></svg>`);
  });
});

describe('what is left out', () => {
  it('drops processing instructions and comments, and keeps CDATA as escaped text', () => {
    expect(
      clean(
        `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${NS}><?foo bar?>` +
          '<!-- <script>alert(1)</script> --><text><![CDATA[<b>&</b>]]></text></svg>',
      ),
    ).toBe(`<svg ${NS}><text>&lt;b&gt;&amp;&lt;/b&gt;</text></svg>`);
  });

  it('drops elements of other namespaces or names with all they hold, in any letter case', () => {
    expect(
      clean(
        `<svg ${NS}><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>` +
          '<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/>' +
          '<SCRIPT>alert(2)</SCRIPT><handler>alert(3)</handler><listener/><discard/>' +
          '<use href="#a"/><set attributeName="href" to="javascript:alert(4)"/><style>*{}</style>' +
          '<rect width="1" height="1"/></svg>',
      ),
    ).toBe(`<svg ${NS}><rect width="1" height="1"/></svg>`);
  });

  it('drops event handlers in any case, foreign attributes and xml:base', () => {
    expect(
      clean(
        `<svg ${NS} xmlns:ev="http://www.w3.org/2001/xml-events" onLoad="alert(1)" ` +
          'xml:base="https://evil.example/"><rect ONCLICK="alert(2)" ev:event="click" width="1"/></svg>',
      ),
    ).toBe(`<svg ${NS}><rect width="1"/></svg>`);
  });

  it('drops links and styles that could reach outside, however they are spelt', () => {
    const out = clean(
      `<svg ${NS} ${XLINK}>` +
        '<a href="&#106;avascript:alert(1)"><rect width="1"/></a>' +
        '<a href=" &#9;javascript:alert(2)"><rect width="2"/></a>' +
        '<a xmlns:foo="http://www.w3.org/1999/xlink" foo:href="javascript:alert(3)"><rect width="3"/></a>' +
        '<filter id="f"><feImage xlink:href="https://evil.example/x.png"/></filter>' +
        '<rect width="4" style="fill:url(https://evil.example/x)"/>' +
        '<rect width="5" style="fill:\\75 rl(https://evil.example/x)"/>' +
        '<rect width="6" fill="\\75 rl(https://evil.example/x)"/>' +
        '<rect width="7" style="mask-image:image-set(\'https://evil.example/x.png\' 1x)"/>' +
        '<rect width="8" fill="&#117;rl(https://evil.example/x)"/>' +
        '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="9"/></svg>',
    );
    expect(out.toLowerCase()).not.toMatch(/javascript|evil\.example|style=|image\/svg|href/u);
    for (const width of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(out).toContain(`width="${width}"`);
  });
});

describe('what the drawing keeps', () => {
  it('keeps shapes, gradients, clips, filters, text and fragment links', () => {
    const svg =
      `<svg viewBox="0 0 10 10" ${NS}><defs><linearGradient id="g" gradientTransform="rotate(90)">` +
      '<stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><circle r="5"/></clipPath>' +
      '<filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>' +
      '<rect fill="url(#g)" clip-path="url( \'#c\' )" filter="url(#f)" style="fill:#c00;stroke:url(#g)" width="10"/>' +
      '<a href="#g"><text x="1" y="5" font-family="&quot;Helvetica&quot;, Arial">Hello &amp; &lt;bye&gt;</text></a>' +
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="1"/><title>Logo</title></svg>';
    expect(clean(svg)).toBe(svg);
  });

  it('keeps xlink links to fragments and embedded rasters, declaring their namespace', () => {
    const out = clean(
      `<svg ${NS} ${XLINK}><a xlink:href="#g" xlink:title="t"><image xlink:href="data:image/png;base64,iVBORw0KGgo="/></a></svg>`,
    );
    expect(out).toContain('xlink:href="#g"');
    expect(out).toContain('xlink:href="data:image/png;base64,iVBORw0KGgo="');
    expect(isSvgDocument(out)).toBe(true);
  });

  it("keeps the drawing of an Illustrator or Inkscape export, without the editor's data", () => {
    expect(
      clean(
        `<svg ${NS} xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" ${XLINK} xml:space="preserve" viewBox="0 0 100 100">` +
          '<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1">' +
          '<i:pgfRef xlink:href="#pgf"/></foreignObject><g i:extraneous="self"><circle fill="#E30613" r="40"/></g></switch>' +
          '<i:pgf id="pgf">AAAA</i:pgf></svg>',
      ),
    ).toBe(
      `<svg xml:space="preserve" viewBox="0 0 100 100" ${NS}><switch><g><circle fill="#E30613" r="40"/></g></switch></svg>`,
    );
    expect(
      clean(
        `<svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">` +
          '<svg:g inkscape:label="Layer 1" id="layer1"><svg:path d="M 10,10 H 50"/></svg:g></svg:svg>',
      ),
    ).toBe(`<svg ${NS}><g id="layer1"><path d="M 10,10 H 50"/></g></svg>`);
  });

  it('copies deep nesting without running out of stack', () => {
    const depth = 12_000;
    const svg = `<svg ${NS}>${'<g>'.repeat(depth)}<rect width="1"/>${'</g>'.repeat(depth)}</svg>`;
    expect(clean(svg)).toBe(svg);
  });
});

describe('svgSize and prepareSvg', () => {
  it('measures by width and height, else the view box, else not at all', () => {
    expect(svgSize(text(`<svg ${NS} width="120" height="80.4px" viewBox="0 0 1 1"/>`))).toEqual({
      width: 120,
      height: 80,
    });
    expect(svgSize(text(`<svg ${NS} width="50%" height="3em" viewBox="0,0,30.6,20"/>`))).toEqual({
      width: 31,
      height: 20,
    });
    expect(svgSize(text(`<svg ${NS} viewBox="0 0 0 10"/>`))).toEqual({ width: null, height: null });
    expect(svgSize(text('not xml'))).toEqual({ width: null, height: null });
  });

  it('gives the sanitised bytes with their size', () => {
    const out = prepareSvg(text(`<svg ${NS} onload="alert(1)" width="4" height="2"/>`));
    expect({ ...out, bytes: decode(out.bytes) }).toEqual({
      bytes: `<svg width="4" height="2" ${NS}/>`,
      width: 4,
      height: 2,
    });
  });
});

describe('any mix of good and hostile parts', () => {
  const elementNames = fc.constantFrom(
    'g',
    'rect',
    'a',
    'text',
    'image',
    'feImage',
    'script',
    'SCRIPT',
    'foreignObject',
    'style',
    'use',
    'set',
    'animate',
    'iframe',
    'h:script',
  );
  const attributeNames = fc.constantFrom(
    'fill',
    'style',
    'id',
    'href',
    'xlink:href',
    'onload',
    'onClick',
    'xml:base',
    'h:onload',
    'attributeName',
  );
  const values = fc.constantFrom(
    'red',
    '#g',
    'url(#g)',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'https://evil.example/x',
    'url(https://evil.example/x)',
    '\\75 rl(https://evil.example/x)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png;base64,iVBORw0KGgo=',
    '"><script>alert(1)</script>',
  );
  const texts = fc.constantFrom('', 'Hi', '<script>alert(1)</script>', ']]>', 'a & b');
  const escape = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  /** An element as text, with at most `depth` levels of elements inside it. */
  const tree = (depth: number): fc.Arbitrary<string> =>
    fc
      .record({
        name: elementNames,
        attributes: fc.uniqueArray(fc.tuple(attributeNames, values), { maxLength: 4, selector: ([n]) => n }),
        text: texts,
        children: depth === 0 ? fc.constant([]) : fc.array(tree(depth - 1), { maxLength: 3 }),
      })
      .map(
        ({ name, attributes, text: body, children }) =>
          `<${name}${attributes.map(([n, v]) => ` ${n}="${escape(v)}"`).join('')}>${escape(body)}${children.join('')}</${name}>`,
      );

  it('keeps none of the hostile parts and gives a document that sanitises to itself', () => {
    fc.assert(
      fc.property(fc.array(tree(3), { maxLength: 4 }), (children) => {
        const svg = `<svg ${NS} ${XLINK} xmlns:h="http://www.w3.org/1999/xhtml">${children.join('')}</svg>`;
        const out = clean(svg);
        expect(isSvgDocument(out)).toBe(true);
        expect(out).not.toMatch(/<(h:|script|SCRIPT|foreignObject|style|use|set|animate|iframe)\b/u);
        expect(out).not.toMatch(/\son\w+=|xml:base|javascript|\\/iu);
        // A link goes to a fragment or an embedded raster; a paint to a fragment.
        expect(out).not.toMatch(/href="(?!#|data:image\/png)|url\((?!#)/u);
        expect(clean(out)).toBe(out);
      }),
      { numRuns: 200 },
    );
  });
});
