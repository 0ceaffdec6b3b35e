import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { WORKBOOK_LIMITS, WorkbookLimitError, type WorkbookLimits } from './limits.js';

/** What a workbook's parts have used so far, shared by every part of one read. */
export class WorkbookBudget {
  unpacked = 0;
  rows = 0;
  cells = 0;
  sharedStrings = 0;
  /** The first limit crossed: a reader that swallows the error still cannot go on. */
  tripped: WorkbookLimitError | undefined;

  constructor(readonly limits: WorkbookLimits = WORKBOOK_LIMITS) {}

  trip(error: WorkbookLimitError): never {
    this.tripped ??= error;
    throw this.tripped;
  }
}

/** What a part holds: cells (a worksheet), the shared strings, or anything else. */
export type PartRole = 'sheet' | 'sharedStrings' | 'other';

/**
 * An inflated part on its way to the XML parser: counts its bytes (alone, and with the other
 * parts), its compression ratio, and, in its text, the elements that cost memory further on
 * (shared strings, rows, cells) and the length of each cell's text, and fails the stream at the
 * first limit crossed. Scanning is by `indexOf` over each chunk, a few milliseconds a megabyte;
 * the counts are upper bounds (a `<c` in a comment counts too), never lower.
 */
export class PartGuard extends Transform {
  private bytes = 0;
  private readonly decoder = new StringDecoder('utf8');
  private readonly maxBytes: number;
  /** In a tag (from `<` to `>`), else in text. */
  private inTag = false;
  /** Characters of the current tag, and its name while it is being read. */
  private tagChars = 0;
  private name = '';
  private naming = false;
  /** In an entity (`&amp;`) of the text: its characters count as one. */
  private inEntity = false;
  /** Characters of text since the last cell or shared string began (anything else: the last tag). */
  private textChars = 0;

  constructor(
    private readonly budget: WorkbookBudget,
    private readonly role: PartRole,
    /** Compressed bytes handed to the inflater so far (a little ahead of what it has used). */
    private readonly compressedSoFar: () => number,
  ) {
    // Text out, decoded here: a Cyrillic or Chinese character straddling two chunks stays whole.
    super({ readableObjectMode: true });
    const { limits } = budget;
    this.maxBytes =
      role === 'sheet'
        ? limits.sheetBytes
        : role === 'sharedStrings'
          ? limits.sharedStringsBytes
          : limits.otherPartBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.count(chunk.length);
      const text = this.decoder.write(chunk);
      this.scan(text);
      if (text) this.push(text);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      const text = this.decoder.end();
      this.scan(text);
      if (text) this.push(text);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private count(length: number): void {
    const { budget } = this;
    const { limits } = budget;
    if (budget.tripped) throw budget.tripped;
    this.bytes += length;
    budget.unpacked += length;
    if (this.bytes > this.maxBytes) budget.trip(new WorkbookLimitError('unpacked', this.maxBytes));
    if (budget.unpacked > limits.unpackedBytes) budget.trip(new WorkbookLimitError('unpacked', limits.unpackedBytes));
    if (this.bytes > limits.ratioFrom && this.bytes > limits.ratio * Math.max(1, this.compressedSoFar()))
      budget.trip(new WorkbookLimitError('ratio', limits.ratio));
  }

  private scan(text: string): void {
    let at = 0;
    while (at < text.length) at = this.inTag ? this.scanTag(text, at) : this.scanText(text, at);
  }

  /** From `at` in a tag: its name, then on to its `>`. Answers where the scan goes on. */
  private scanTag(text: string, at: number): number {
    const { limits } = this.budget;
    if (this.naming) {
      let end = at;
      while (end < text.length && !/[\s/>]/.test(text[end]!)) end++;
      this.name += text.slice(at, end);
      this.tagChars += end - at;
      if (this.name.length > 64) this.name = this.name.slice(0, 64);
      if (this.tagChars > limits.tagCharacters)
        this.budget.trip(new WorkbookLimitError('cellCharacters', limits.cellCharacters));
      if (end === text.length) return end;
      this.naming = false;
      this.opened(this.name);
      at = end;
    }
    const close = text.indexOf('>', at);
    const end = close < 0 ? text.length : close;
    this.tagChars += end - at;
    if (this.tagChars > limits.tagCharacters)
      this.budget.trip(new WorkbookLimitError('cellCharacters', limits.cellCharacters));
    if (close < 0) return text.length;
    this.inTag = false;
    return close + 1;
  }

  /** From `at` in text: its characters (an entity counts as one) up to the next `<`. */
  private scanText(text: string, at: number): number {
    const { limits } = this.budget;
    const open = text.indexOf('<', at);
    const end = open < 0 ? text.length : open;
    let characters = 0;
    for (let from = at; from < end;) {
      if (this.inEntity) {
        const semicolon = text.indexOf(';', from);
        if (semicolon < 0 || semicolon >= end) break;
        this.inEntity = false;
        from = semicolon + 1;
        continue;
      }
      const amp = text.indexOf('&', from);
      if (amp < 0 || amp >= end) {
        characters += end - from;
        break;
      }
      characters += amp - from + 1;
      this.inEntity = true;
      from = amp + 1;
    }
    this.textChars += characters;
    if (this.textChars > limits.cellCharacters)
      this.budget.trip(new WorkbookLimitError('cellCharacters', limits.cellCharacters));
    if (open < 0) return text.length;
    this.inTag = true;
    this.inEntity = false;
    this.naming = true;
    this.name = '';
    this.tagChars = 0;
    return open + 1;
  }

  /** A tag's name is read: count what it opens. */
  private opened(raw: string): void {
    const { budget } = this;
    const { limits } = budget;
    if (raw.startsWith('/') || raw.startsWith('?') || raw.startsWith('!')) {
      if (this.role === 'other') this.textChars = 0;
      return;
    }
    const name = raw.slice(raw.indexOf(':') + 1);
    if (this.role === 'other') this.textChars = 0;
    else if (this.role === 'sharedStrings' && name === 'si') {
      this.textChars = 0;
      if (++budget.sharedStrings > limits.sharedStrings)
        budget.trip(new WorkbookLimitError('sharedStrings', limits.sharedStrings));
    } else if (this.role === 'sheet' && name === 'c') {
      this.textChars = 0;
      if (++budget.cells > limits.cells) budget.trip(new WorkbookLimitError('cells', limits.cells));
    } else if (this.role === 'sheet' && name === 'row') {
      this.textChars = 0;
      if (++budget.rows > limits.rows) budget.trip(new WorkbookLimitError('rows', limits.rows));
    }
  }
}
