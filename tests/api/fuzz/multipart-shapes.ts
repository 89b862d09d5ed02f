import fc from 'fast-check';

// Multipart bodies written byte by byte (not through FormData, which only makes well-formed
// ones), and the ways a client breaks them: parts without a name or with an empty one, a name
// twice, a file where text is expected and text where a file is, unknown names, an empty file,
// no boundary or the wrong one, a body cut short, the wrong content type. Every generated body
// carries at least one defect that must be refused, often beside harmless oddities (huge or
// countless part headers, files that claim the wrong type, parts in another order).

export interface Part {
  /** undefined: the Content-Disposition names no field at all */
  name: string | undefined;
  /** set: a file part */
  filename?: string;
  contentType?: string;
  value: Buffer;
  /** extra header lines, already formatted */
  headers?: string[];
}

export interface Form {
  text: Record<string, string>;
  files: Record<string, { bytes: Buffer; filename: string; type: string }>;
}

export interface Shape {
  contentType: string;
  payload: Buffer;
  /** what was done to the form, for the failure message */
  label: string;
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

const textPart = (name: string | undefined, value: string): Part => ({ name, value: Buffer.from(value) });
const filePart = (name: string | undefined, f: { bytes: Buffer; filename: string; type: string }): Part => ({
  name,
  filename: f.filename,
  contentType: f.type,
  value: f.bytes,
});

/** The well-formed parts of a form: its text fields, then its files. */
export function partsOf(form: Form): Part[] {
  return [
    ...Object.entries(form.text).map(([name, value]) => textPart(name, value)),
    ...Object.entries(form.files).map(([name, f]) => filePart(name, f)),
  ];
}

export function encode(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let disposition = 'Content-Disposition: form-data';
    if (p.name !== undefined) disposition += `; name="${p.name}"`;
    if (p.filename !== undefined) disposition += `; filename="${p.filename}"`;
    const lines = [disposition, ...(p.contentType ? [`Content-Type: ${p.contentType}`] : []), ...(p.headers ?? [])];
    chunks.push(Buffer.from(`--${boundary}\r\n${lines.join('\r\n')}\r\n\r\n`), p.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type PartDefect = (parts: Part[], form: Form, at: number) => { parts: Part[]; label: string };

const pick = <T>(items: T[], at: number) => items[at % items.length];
const textNames = (form: Form) => Object.keys(form.text);
const fileNames = (form: Form) => Object.keys(form.files);
const anyFile = (form: Form) => Object.values(form.files)[0];
const insertAt = (parts: Part[], at: number, part: Part) => {
  const i = at % (parts.length + 1);
  return [...parts.slice(0, i), part, ...parts.slice(i)];
};

/** Each breaks the form in a way the server must refuse with a 4xx. */
const partDefects: Record<string, PartDefect> = {
  'text part without a name': (parts, _f, at) => ({ parts: insertAt(parts, at, textPart(undefined, 'hello')), label: '' }),
  'file part without a name': (parts, form, at) => ({ parts: insertAt(parts, at, filePart(undefined, anyFile(form))), label: '' }),
  'text part with an empty name': (parts, _f, at) => ({ parts: insertAt(parts, at, textPart('', 'hello')), label: '' }),
  'file part with an empty name': (parts, form, at) => ({ parts: insertAt(parts, at, filePart('', anyFile(form))), label: '' }),
  'a text field given twice': (parts, form, at) => {
    const name = pick(textNames(form), at);
    return { parts: insertAt(parts, at, textPart(name, form.text[name])), label: name };
  },
  'a file given twice': (parts, form, at) => {
    const name = pick(fileNames(form), at);
    return { parts: insertAt(parts, at, filePart(name, form.files[name])), label: name };
  },
  'a file where text is expected': (parts, form, at) => {
    const name = pick(textNames(form), at);
    return { parts: [...parts.filter((p) => p.name !== name), filePart(name, anyFile(form))], label: name };
  },
  'text where a file is expected': (parts, form, at) => {
    const name = pick(fileNames(form), at);
    return { parts: [...parts.filter((p) => p.name !== name), textPart(name, 'not a file')], label: name };
  },
  'an unknown text field': (parts, _f, at) => ({
    parts: insertAt(parts, at, textPart(pick(['isAdmin', 'userid', '__proto__', 'constructor', 'status', 'a'.repeat(64)], at), 'x')),
    label: '',
  }),
  'an unknown file field': (parts, form, at) => ({
    parts: insertAt(parts, at, filePart(pick(['avatar', 'file', '__proto__'], at), anyFile(form))),
    label: '',
  }),
  'a zero-byte file': (parts, form, at) => {
    const name = pick(fileNames(form), at);
    return { parts: parts.map((p) => (p.name === name ? { ...p, value: Buffer.alloc(0) } : p)), label: name };
  },
};

/**
 * Harmless by themselves: the server goes by a part's name and content, not by what it says it
 * is, and busboy keeps at most 16 KB of a part's header (the rest is skipped, never stored), so
 * a huge header costs nothing. Mixed into the broken forms, they must not hide the defects.
 */
const neutralChanges: Record<string, PartDefect> = {
  'a huge part header': (parts, _f, at) => {
    const i = at % parts.length;
    return { parts: parts.map((p, j) => (j === i ? { ...p, headers: [`X-Padding: ${'a'.repeat(200_000)}`] } : p)), label: String(i) };
  },
  'very many header lines': (parts, _f, at) => {
    const i = at % parts.length;
    const headers = Array.from({ length: 2000 }, (_, k) => `X-H${k}: v`);
    return { parts: parts.map((p, j) => (j === i ? { ...p, headers } : p)), label: String(i) };
  },
  'files claim the wrong type': (parts) => ({
    parts: parts.map((p) => (p.filename !== undefined ? { ...p, contentType: 'text/html' } : p)),
    label: '',
  }),
  'files sent with no type': (parts) => ({
    parts: parts.map((p) => (p.filename !== undefined ? { ...p, contentType: undefined } : p)),
    label: '',
  }),
  'parts in reverse order': (parts) => ({ parts: [...parts].reverse(), label: '' }),
};

type Envelope = (body: Buffer, at: number) => { contentType: string; payload: Buffer } | null;

/** Whole-body defects; null keeps the body as it is. */
const envelopes: Record<string, Envelope> = {
  'well-formed': () => null,
  'no boundary': (body) => ({ contentType: 'multipart/form-data', payload: body }),
  'the wrong boundary': (body) => ({ contentType: 'multipart/form-data; boundary=somethingElse', payload: body }),
  'an empty boundary': (body) => ({ contentType: 'multipart/form-data; boundary=', payload: body }),
  'multipart/mixed': (body) => ({ contentType: `multipart/mixed; boundary=${BOUNDARY}`, payload: body }),
  'cut short': (body, at) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: body.subarray(0, at % (body.length - 8)),
  }),
  'no closing boundary': (body) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: body.subarray(0, body.length - `--${BOUNDARY}--\r\n`.length),
  }),
  'an empty body': () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0) }),
};

/**
 * Broken multipart bodies for `form` (a valid form of the route): one to three part defects or
 * a whole-body defect (or both), with harmless changes mixed in.
 */
export function brokenMultipart(form: Form): fc.Arbitrary<Shape> {
  const defectNames = Object.keys(partDefects);
  const envelopeNames = Object.keys(envelopes);
  return fc
    .record({
      defects: fc.array(fc.tuple(fc.constantFrom(...defectNames), fc.nat(1000)), { maxLength: 3 }),
      neutral: fc.tuple(fc.subarray(Object.keys(neutralChanges)), fc.nat(1000)),
      envelope: fc.tuple(fc.constantFrom(...envelopeNames), fc.nat(1_000_000)),
    })
    .filter((r) => r.defects.length > 0 || r.envelope[0] !== 'well-formed')
    .map(({ defects, neutral, envelope }) => {
      let parts = partsOf(form);
      const labels: string[] = [];
      const [changes, where] = neutral;
      for (const name of changes) {
        const r = neutralChanges[name](parts, form, where);
        parts = r.parts;
        labels.push(r.label ? `${name} (${r.label})` : name);
      }
      for (const [name, at] of defects) {
        const r = partDefects[name](parts, form, at);
        parts = r.parts;
        labels.push(r.label ? `${name} (${r.label})` : name);
      }
      const body = encode(parts);
      const [envName, at] = envelope;
      const broken = envelopes[envName](body, at);
      labels.push(envName);
      return {
        contentType: broken?.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
        payload: broken?.payload ?? body,
        label: labels.join(', '),
      };
    });
}

/** Each defect on its own in an otherwise valid form: nothing else can refuse the form first. */
export function eachDefectAlone(form: Form): Shape[] {
  const ok = `multipart/form-data; boundary=${BOUNDARY}`;
  const shapes: Shape[] = [];
  for (const [name, defect] of Object.entries(partDefects)) {
    for (const at of [0, 1, 1000]) {
      const r = defect(partsOf(form), form, at);
      shapes.push({ contentType: ok, payload: encode(r.parts), label: `${name} (${r.label || at}) alone` });
    }
  }
  for (const [name, envelope] of Object.entries(envelopes)) {
    const broken = envelope(encode(partsOf(form)), 100);
    if (broken) shapes.push({ ...broken, label: `${name} alone` });
  }
  return shapes;
}

/** The well-formed body of `form`, to show the builder makes what the route accepts. */
export const wellFormed = (form: Form): Shape => ({
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  payload: encode(partsOf(form)),
  label: 'well-formed',
});
