// How classifier weights ship: int8 steps of one scale, stored sparsely, because most of the
// hashed feature space never occurs in training and stays zero. Each non-zero weight is the
// gap from the previous one (a little-endian base-128 varint) followed by its int8 value.

export type Packed = { size: number; scale: number; data: string };

export function pack(weights: Float32Array): Packed {
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const bytes: number[] = [];
  let previous = -1;
  for (let i = 0; i < weights.length; i++) {
    const step = Math.round(weights[i] / scale);
    if (step === 0) continue;
    for (let gap = i - previous; ; gap >>>= 7) {
      if (gap < 0x80) {
        bytes.push(gap);
        break;
      }
      bytes.push((gap & 0x7f) | 0x80);
    }
    bytes.push(step & 0xff);
    previous = i;
  }
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.slice(i, i + 0x8000));
  return { size: weights.length, scale, data: btoa(binary) };
}

export function unpack({ size, scale, data }: Packed): Float32Array {
  const binary = atob(data);
  const weights = new Float32Array(size);
  let index = -1;
  for (let at = 0; at < binary.length; ) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = binary.charCodeAt(at++);
      gap |= (byte & 0x7f) << shift;
      if (byte < 0x80) break;
    }
    index += gap;
    weights[index] = ((binary.charCodeAt(at++) << 24) >> 24) * scale;
  }
  return weights;
}
