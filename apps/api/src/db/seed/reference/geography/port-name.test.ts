import { describe, expect, it } from 'vitest';
import { portName } from './port-name.js';
import { loadPorts } from './sources.js';

describe('a sea port’s name', () => {
  it('drops the former name UN/LOCODE keeps as a remark', () => {
    expect(portName('Saint Petersburg (ex Leningrad)')).toBe('Saint Petersburg');
    expect(portName('Mumbai (ex Bombay)')).toBe('Mumbai');
  });

  it('keeps a name in another language or the place the port lies in', () => {
    expect(portName('Gent (Ghent)')).toBe('Gent (Ghent)');
    expect(portName('Zhapu (Zhejiang)')).toBe('Zhapu (Zhejiang)');
  });

  it('leaves no former name on any port the seed reads', () => {
    const names = Object.values(loadPorts()).map((port) => portName(port.name));
    expect(names.filter((name) => /\(ex\b|\bformerly\b/i.test(name))).toEqual([]);
    expect(names.filter((name) => name === '')).toEqual([]);
  });
});
