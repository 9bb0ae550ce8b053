import { luminanceOf } from './over-dark-watch';

describe('luminanceOf', () => {
  it('tells the dark footer from a white section, and ignores a see-through background', () => {
    expect(luminanceOf('rgb(11, 31, 77)')).toBeLessThan(0.2); // brandDeep, the footer
    expect(luminanceOf('rgb(255, 255, 255)')).toBe(1);
    expect(luminanceOf('rgba(0, 0, 0, 0)')).toBeNull();
    expect(luminanceOf('rgba(255, 255, 255, 0.12)')).toBeNull();
    expect(luminanceOf('transparent')).toBeNull();
  });
});
