import { describe, expect, it } from 'vitest';
import { clampPage, pageNumbers, pageRows, totalPagesFor } from './pagination';

describe('clampPage', () => {
  it('keeps a page between 1 and the last page', () => {
    expect(([[3, 10], [0, 10], [-4, 10]] as const).map(([a, b]) => clampPage(a, b))).toEqual([3, 1, 1]);
  });
  it('sends a page past the end to the last page', () => {
    expect(clampPage(12, 10)).toBe(10);
  });
  it('is page 1 when there are no pages or the page is not a number', () => {
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(Number.NaN, 10)).toBe(1);
  });
});

describe('totalPagesFor', () => {
  it('counts the pages the rows fill', () => {
    expect(([[31, 15], [30, 15], [0, 15]] as const).map(([a, b]) => totalPagesFor(a, b))).toEqual([3, 2, 0]);
  });
});

describe('pageNumbers', () => {
  it('shows 5 pages with the current one in the middle', () => {
    expect(pageNumbers(7, 20)).toEqual([5, 6, 7, 8, 9]);
  });
  it('still shows 5 pages near either end', () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('shows every page when there are fewer than 5, and none without pages', () => {
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
  it('reads a page out of range as the nearest page', () => {
    expect(pageNumbers(99, 8)).toEqual([4, 5, 6, 7, 8]);
  });
  it('shows another count when asked', () => {
    expect(pageNumbers(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageNumbers(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('pageRows', () => {
  it('slices the rows of one page', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7];
    expect(pageRows(rows, 1, 3)).toEqual([1, 2, 3]);
    expect(pageRows(rows, 3, 3)).toEqual([7]);
  });
});
