// Reads pixel sizes from PNG and ICO bytes, so tests can check that an icon is the size it claims.

export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) throw new Error('not a PNG');
  // IHDR is the first chunk: width and height are big-endian at offsets 16 and 20.
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The sizes listed in an ICO directory (0 in a byte means 256). */
export function icoSizes(bytes: Buffer): { width: number; height: number }[] {
  if (bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) throw new Error('not an ICO');
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16;
    return { width: bytes[entry] || 256, height: bytes[entry + 1] || 256 };
  });
}
