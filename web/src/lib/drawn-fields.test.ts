// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { rememberDrawnFields, takeDrawnCheck, takeDrawnSubmit, takeDrawnText } from './drawn-fields.ts';

function drawnPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `
    <input id="typed" value="" />
    <input id="untouched" value="как нарисовано" />
    <input id="ticked" type="checkbox" />
    <input id="left" type="checkbox" checked />
    <input value="без id" />`;
  return container;
}

describe('fields used on a drawn page before the app took it over', () => {
  it('hands out what differs from the drawing, each value once', () => {
    const container = drawnPage();
    container.querySelector<HTMLInputElement>('#typed')!.value = 'Пушкин';
    container.querySelector<HTMLInputElement>('#ticked')!.checked = true;
    rememberDrawnFields(container);

    expect(takeDrawnText('typed')).toBe('Пушкин');
    expect(takeDrawnText('typed')).toBeUndefined();
    expect(takeDrawnText('untouched')).toBeUndefined();
    expect(takeDrawnCheck('ticked')).toBe(true);
    expect(takeDrawnCheck('left')).toBeUndefined();
  });

  it('hands out a cleared checkbox as cleared', () => {
    const container = drawnPage();
    container.querySelector<HTMLInputElement>('#left')!.checked = false;
    rememberDrawnFields(container);
    expect(takeDrawnCheck('left')).toBe(false);
  });
});

describe('forms sent before the takeover', () => {
  it('are handed out by their first field, once, and lose their mark', () => {
    const container = document.createElement('div');
    container.innerHTML = `<form data-drawn-submit="true"><input id="title-search-hero-text" /></form><form><input id="other" /></form>`;
    rememberDrawnFields(container);
    expect(container.querySelector('form')!.hasAttribute('data-drawn-submit')).toBe(false);
    expect(takeDrawnSubmit('title-search-hero-text')).toBe(true);
    expect(takeDrawnSubmit('title-search-hero-text')).toBe(false);
    expect(takeDrawnSubmit('other')).toBe(false);
  });
});
