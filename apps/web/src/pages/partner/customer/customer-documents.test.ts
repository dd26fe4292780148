import { describe, expect, it } from 'vitest';
import { formatFileSize } from './customer-documents';

describe('customer documents: the size column', () => {
  it('reads as bytes, KB or MB with one decimal', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
