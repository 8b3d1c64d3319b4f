/**
 * Which files may be attached: anything but programs and installers. Coursework comes in every
 * format (documents, spreadsheets, images, archives, source code of any language), so an
 * allow-list would refuse real work; what is refused is what runs when the other party
 * double-clicks it. Checked by the name's extension and by the content's first bytes, since
 * either can be changed.
 */
const REFUSED_EXTENSIONS = new Set(
  [
    // Windows programs, libraries, installers, shortcuts and script-host files.
    'exe com scr pif cpl dll sys msi msp mst msix appx bat cmd vbs vbe jse wsf wsh ps1 psm1 hta lnk reg scf',
    // macOS and mobile apps and installers; Linux packages.
    'app dmg pkg mpkg command apk aab ipa deb rpm run appimage',
  ]
    .join(' ')
    .split(' '),
);

/** ELF and Mach-O (both byte orders) by their first bytes. */
const REFUSED_SIGNATURES = [
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
];

/** A Windows PE program: "MZ", and at the offset its header names, "PE\0\0". */
function isWindowsProgram(content: Uint8Array): boolean {
  if (content.length < 64 || content[0] !== 0x4d || content[1] !== 0x5a) return false;
  const offset = new DataView(content.buffer, content.byteOffset, content.byteLength).getUint32(
    0x3c,
    true,
  );
  return (
    offset + 4 <= content.length &&
    content[offset] === 0x50 &&
    content[offset + 1] === 0x45 &&
    content[offset + 2] === 0 &&
    content[offset + 3] === 0
  );
}

/** Control characters, and format characters: bidi overrides (U+202E) and zero-width ones. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/**
 * What Windows drops from the end of a name (dots and spaces; other spaces too, which the
 * name's trimming would remove later): `run.bat.` and `script.ps1 ` are programs there.
 */
const WINDOWS_DROPPED_TAIL = /[.\s]+$/u;

/**
 * An uploaded file's name as the other party's system will show and run it, which is the name
 * stored and the one the type check judges: NFKC (full-width `．ｅｘｅ` is `.exe`), without
 * invisible characters (a bidi override can make `txt.exe` read `exe.txt`), and without the
 * dots and spaces Windows drops from the end. Windows writes `a.exe::$DATA` and `a.exe:x` as
 * `a.exe` (an alternate data stream), so such a name is that program's and refused; any other
 * colon (`report: final.pdf`) becomes `_`, as browsers save it, and the name keeps its extension.
 * May be empty, which the upload refuses.
 */
export function normalizedFileName(name: string): string {
  const visible = name.normalize('NFKC').replace(INVISIBLE, '');
  const beforeStream = (visible.split(':')[0] ?? '').replace(WINDOWS_DROPPED_TAIL, '');
  if (REFUSED_EXTENSIONS.has(extensionOf(beforeStream))) return beforeStream;
  return visible.replaceAll(':', '_').replace(WINDOWS_DROPPED_TAIL, '');
}

function extensionOf(name: string): string {
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
}

/** `name` is one normalizedFileName gave. */
export function isRefusedFileType(name: string, content: Uint8Array): boolean {
  if (REFUSED_EXTENSIONS.has(extensionOf(name)) || isWindowsProgram(content)) return true;
  return REFUSED_SIGNATURES.some((signature) =>
    signature.every((byte, index) => content[index] === byte),
  );
}
