// Table-driven reading and writing of positional parts: a layout is an ordered list of slots, and
// a code's parts are the slots' values in order from a start index.
import type { Value } from '../calc/values.ts';
import { encodeJsonPart, encodeStrPart, type EntityStyle, type PartReader } from './envelope.ts';
import { SaveCodeError, type FormatLimits } from './errors.ts';

/**
 * How a slot's text is read back:
 * - `num`: `Number(text)` (str parts holding numbers);
 * - `str`: the text itself (str parts holding strings: spawnLocation, pre-3.0 CSS and rules text);
 * - `json`: extended JSON;
 * - `lag`: extended JSON that falls back to NaN when it does not parse (the original read this part
 *   with Number() and so never failed on it).
 */
export type SlotText = 'num' | 'str' | 'json' | 'lag';

export interface Slot<K extends string = string> {
  readonly key: K;
  readonly text: SlotText;
}

/** Reads consecutive slots from part `start`; returns the values by key and the next part index. */
export function readSlots<K extends string>(
  reader: PartReader,
  slots: readonly Slot<K>[],
  start: number,
  /** Called after each slot is read (a check that can refuse a code before its larger parts are parsed). */
  afterEach?: (values: ReadonlyMap<K, Value>, index: number) => void,
): { values: Map<K, Value>; next: number } {
  const values = new Map<K, Value>();
  let index = start;
  for (const slot of slots) {
    values.set(slot.key, readSlot(reader, slot, index));
    afterEach?.(values, index);
    index++;
  }
  return { values, next: index };
}

function readSlot(reader: PartReader, slot: Slot, index: number): Value {
  switch (slot.text) {
    case 'num':
      return reader.num(index, slot.key);
    case 'str':
      return reader.str(index, slot.key);
    case 'json':
      return reader.json(index, slot.key);
    case 'lag': {
      reader.text(index, slot.key); // base64 must still be valid: the original decoded it too
      try {
        return reader.json(index, slot.key);
      } catch (e) {
        if (e instanceof SaveCodeError && (e.kind === 'json' || e.kind === 'limit')) return NaN;
        throw e;
      }
    }
  }
}

/** Encodes slots in order with values from `get`. */
export function writeSlots<K extends string>(
  slots: readonly Slot<K>[],
  get: (key: K) => Value,
  limits?: FormatLimits,
  style: EntityStyle = 'he',
): string[] {
  return slots.map((slot) => {
    const v = get(slot.key);
    try {
      return slot.text === 'num' || slot.text === 'str' ? encodeStrPart(v, limits) : encodeJsonPart(v, limits, style);
    } catch (e) {
      if (e instanceof SaveCodeError && e.field === undefined)
        throw new SaveCodeError(e.kind, e.reason, undefined, slot.key);
      throw e;
    }
  });
}
