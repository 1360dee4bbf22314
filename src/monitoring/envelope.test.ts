import { describe, expect, it } from 'vitest';
import { itemJson, parseEnvelope, serializeEnvelope } from './envelope';

const bytes = (text: string) => new TextEncoder().encode(text);
const reasonOf = (text: string | Uint8Array) => {
  const parsed = parseEnvelope(typeof text === 'string' ? bytes(text) : text);
  return parsed.ok ? null : parsed.reason;
};

describe('parseEnvelope', () => {
  it('reads the header and JSON items, with or without a trailing newline', () => {
    for (const text of [
      '{"dsn":"http://k@h/1"}\n{"type":"event"}\n{"message":"a"}\n{"type":"session"}\n{"status":"ok"}\n',
      '{"dsn":"http://k@h/1"}\n{"type":"event"}\n{"message":"a"}\n{"type":"session"}\n{"status":"ok"}',
    ]) {
      const parsed = parseEnvelope(bytes(text));
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.envelope.header).toEqual({ dsn: 'http://k@h/1' });
      expect(parsed.envelope.items.map((item) => [item.header.type, itemJson(item)])).toEqual([
        ['event', { message: 'a' }],
        ['session', { status: 'ok' }],
      ]);
    }
  });

  it('reads a binary payload by its length, even when it contains newlines', () => {
    const binary = new Uint8Array([1, 10, 2, 10, 0xff]);
    const parsed = parseEnvelope(
      serializeEnvelope({
        header: {},
        items: [
          { header: { type: 'attachment', filename: 'a.bin' }, payload: binary },
          { header: { type: 'event' }, payload: { ok: 1 } },
        ],
      }),
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect([...(parsed.envelope.items[0]?.payload ?? [])]).toEqual([...binary]);
    expect(parsed.envelope.items[0]?.header).toMatchObject({ type: 'attachment', length: 5 });
    expect(itemJson(parsed.envelope.items[0]!)).toBeNull();
    expect(itemJson(parsed.envelope.items[1]!)).toEqual({ ok: 1 });
  });

  it('reads an empty binary payload, and the items after it', () => {
    const parsed = parseEnvelope(
      serializeEnvelope({
        header: {},
        items: [
          { header: { type: 'attachment', filename: 'empty.bin' }, payload: new Uint8Array() },
          { header: { type: 'event' }, payload: { ok: 1 } },
        ],
      }),
    );
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.envelope.items[0]).toEqual({
      header: { type: 'attachment', filename: 'empty.bin', length: 0 },
      payload: new Uint8Array(),
    });
    expect(itemJson(parsed.envelope.items[1]!)).toEqual({ ok: 1 });
  });

  it('round-trips what serializeEnvelope writes', () => {
    const draft = {
      header: { event_id: 'e1', dsn: 'http://k@h/1' },
      items: [{ header: { type: 'event' as const }, payload: { a: [1, 'ü'] } }],
    };
    const parsed = parseEnvelope(serializeEnvelope(draft));
    expect(parsed.ok && parsed.envelope.header).toEqual(draft.header);
    expect(parsed.ok && itemJson(parsed.envelope.items[0]!)).toEqual({ a: [1, 'ü'] });
  });

  it.each([
    ['empty body', ''],
    ['a header that is not JSON', 'hello\n{"type":"event"}\n{}'],
    ['a header that is an array', '[1]\n{"type":"event"}\n{}'],
    ['no items', '{}\n'],
    ['an item header without a type', '{}\n{"length":2}\n{}'],
    ['an item header that is not JSON', '{}\n{type:event}\n{}'],
    ['a missing payload', '{}\n{"type":"event"}\n'],
    ['a payload that is not JSON', '{}\n{"type":"event"}\nnot json'],
    ['a length past the end', '{}\n{"type":"attachment","length":99}\nabc'],
    ['a negative length', '{}\n{"type":"attachment","length":-1}\nabc'],
    ['a payload longer than its length', '{}\n{"type":"attachment","length":2}\nabcdef\n'],
    ['a length that is not a whole number', '{}\n{"type":"attachment","length":1.5}\nab\n'],
    ['a blank line between items', '{}\n{"type":"event"}\n{}\n\n{"type":"event"}\n{}'],
  ])('refuses %s', (_label, text) => {
    expect(reasonOf(text)).toEqual(expect.any(String));
  });

  it('refuses bytes that are not UTF-8, inside a JSON string too', () => {
    expect(reasonOf(new Uint8Array([0x7b, 0xff, 0x7d, 0x0a]))).toEqual(expect.any(String));
    expect(reasonOf(new Uint8Array([...bytes('{}\n{"type":"'), 0xff, ...bytes('"}\n{}')]))).toEqual(expect.any(String));
  });
});
