import { constants, deflateRawSync } from 'node:zlib';

/**
 * Workbooks that unpack to gigabytes, made in milliseconds and a few megabytes of memory: a part's
 * repetitive middle is deflated once, as a block ending in a full flush (no reference reaches back
 * past it), and that block is repeated; the head and tail are deflated apart. The decoder sees
 * one valid deflate stream. Sizes in the zip are the true ones; CRCs are 0 (the server's reader,
 * like exceljs', never checks them, and computing them would mean inflating the gigabytes).
 */

/** One part: its name and its text as head, a middle repeated `times`, and tail. */
export interface BombPart {
  name: string;
  head: string;
  middle?: string;
  times?: number;
  tail?: string;
}

const fullFlush = { finishFlush: constants.Z_FULL_FLUSH };

function deflatePart(part: BombPart): { data: Buffer; size: number } {
  const pieces = [deflateRawSync(Buffer.from(part.head), fullFlush)];
  let size = Buffer.byteLength(part.head);
  if (part.middle && part.times) {
    // A block of the middle about 1 MB long, repeated; the remainder deflated on its own.
    const unit = Buffer.from(part.middle);
    const perBlock = Math.max(1, Math.min(part.times, Math.floor((1024 * 1024) / unit.length)));
    const block = deflateRawSync(Buffer.alloc(unit.length * perBlock, unit), fullFlush);
    const blocks = Math.floor(part.times / perBlock);
    for (let index = 0; index < blocks; index++) pieces.push(block);
    const rest = part.times - blocks * perBlock;
    if (rest) pieces.push(deflateRawSync(Buffer.alloc(unit.length * rest, unit), fullFlush));
    size += unit.length * part.times;
  }
  const tail = part.tail ?? '';
  pieces.push(deflateRawSync(Buffer.from(tail)));
  size += Buffer.byteLength(tail);
  return { data: Buffer.concat(pieces), size };
}

/** A zip of the parts (deflated, no ZIP64: every size under 4 GB). */
export function bombZip(parts: BombPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size } = deflatePart(part);
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = directory.reduce((sum, piece) => sum + piece.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const WORKBOOK_PARTS: BombPart[] = [
  {
    name: '[Content_Types].xml',
    head: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    head:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' +
      '</Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    head:
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Containers" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
];

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

/** A workbook whose shared strings are `head`, `middle` × `times` and `tail`, and one small sheet. */
export function sharedStringsBomb(middle: string, times: number, options: { head?: string; tail?: string } = {}) {
  return bombZip([
    ...WORKBOOK_PARTS,
    {
      name: 'xl/sharedStrings.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${options.head ?? ''}`,
      middle,
      times,
      tail: `${options.tail ?? ''}</sst>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      head: `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    },
  ]);
}

/** A workbook of one sheet whose rows are `row` × `times`. */
export function rowsBomb(row: string, times: number) {
  return bombZip([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', head: SHEET_HEAD, middle: row, times, tail: '</sheetData></worksheet>' },
  ]);
}
