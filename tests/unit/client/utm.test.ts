import { describe, expect, it } from 'vitest';
import { readUtm } from '../../../src/site/client/utm.ts';

describe('readUtm', () => {
  it('reads the three campaign tags of a query string', () => {
    expect(readUtm('?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2025')).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'diwali-2025',
    });
  });

  it('gives null for each tag that is absent', () => {
    expect(readUtm('')).toEqual({ source: null, medium: null, campaign: null });
    expect(readUtm('?utm_source=fb&page=2')).toEqual({ source: 'fb', medium: null, campaign: null });
  });

  it('decodes percent-encoding and plus signs, and takes the first of repeated tags', () => {
    expect(readUtm('?utm_campaign=spring%20sale+%E0%A4%A6&utm_campaign=second').campaign).toBe('spring sale द');
  });

  it('keeps a tag that is present but empty as an empty string', () => {
    expect(readUtm('?utm_medium=').medium).toBe('');
  });
});
