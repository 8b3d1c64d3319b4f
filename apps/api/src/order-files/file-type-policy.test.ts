import { describe, expect, it } from 'vitest';
import { isRefusedFileType, normalizedFileName } from './file-type-policy';

const text = (value: string) => new TextEncoder().encode(value);

/** The smallest Windows PE header: "MZ", the PE offset at 0x3c, and "PE\0\0" there. */
function windowsProgram(): Uint8Array {
  const bytes = new Uint8Array(128);
  bytes.set([0x4d, 0x5a]);
  new DataView(bytes.buffer).setUint32(0x3c, 64, true);
  bytes.set([0x50, 0x45, 0, 0], 64);
  return bytes;
}

describe('isRefusedFileType', () => {
  it.each([
    'essay.docx',
    'thesis.pdf',
    'data.csv',
    'lab3.py',
    'Main.java',
    'app.js',
    'project.zip',
    'chart.PNG',
    'README',
    'notes.txt',
  ])('accepts coursework: %s', (name) => {
    expect(isRefusedFileType(name, text('content'))).toBe(false);
  });

  it.each(['setup.exe', 'INSTALL.MSI', 'run.bat', 'script.ps1', 'a.tar.scr', 'Tool.app', 'x.apk'])(
    'refuses a program or installer by its name: %s',
    (name) => {
      expect(isRefusedFileType(name, text('content'))).toBe(true);
    },
  );

  it('refuses a program by its content, whatever its name', () => {
    expect(isRefusedFileType('essay.pdf', windowsProgram())).toBe(true);
    expect(isRefusedFileType('notes.txt', new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toBe(
      true,
    );
    expect(isRefusedFileType('report.docx', new Uint8Array([0xcf, 0xfa, 0xed, 0xfe, 7]))).toBe(
      true,
    );
  });

  it('accepts text that merely begins like a program', () => {
    expect(isRefusedFileType('mz.txt', text(`MZ is a state abbreviation.${' '.repeat(80)}`))).toBe(
      false,
    );
    expect(isRefusedFileType('short.txt', text('MZ'))).toBe(false);
  });
});

describe('normalizedFileName', () => {
  it.each([
    ['run.bat.', 'run.bat'],
    ['setup.msi.', 'setup.msi'],
    ['script.ps1 ', 'script.ps1'],
    ['tool.exe. . .', 'tool.exe'],
    ['tool.exe\u00a0', 'tool.exe'],
    ['tool.exe\u3000', 'tool.exe'],
    ['tool.exe\u2028', 'tool.exe'],
    ['a.exe::$DATA', 'a.exe'],
    ['a.exe:hidden:$DATA', 'a.exe'],
    ['a.exe :x', 'a.exe'],
    ['report: final.pdf', 'report_ final.pdf'],
    ['notes:v2.txt', 'notes_v2.txt'],
    ['tool\uff0e\uff45\uff58\uff45', 'tool.exe'],
    ['tool.e\u200bxe', 'tool.exe'],
    ['tool.ex\u0000e', 'tool.exe'],
    ['report\u202eexe.pdf', 'reportexe.pdf'],
    ['\u202etxt.exe', 'txt.exe'],
    ['cafe\u0301.docx', 'café.docx'],
    ['Main.java', 'Main.java'],
    ['.bashrc', '.bashrc'],
    ['...', ''],
  ])('%j is named %j', (name, normalized) => {
    expect(normalizedFileName(name)).toBe(normalized);
  });

  it.each([
    'run.bat.',
    'setup.msi.',
    'script.ps1 ',
    'a.exe::$DATA',
    'a.exe:x.txt',
    'tool\uff0e\uff45\uff58\uff45',
  ])('leaves no way past the deny-list: %j', (name) => {
    expect(isRefusedFileType(normalizedFileName(name), text('content'))).toBe(true);
  });
});
