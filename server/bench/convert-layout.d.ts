/** convert-layout ships no types: its per-language modules convert between a layout and QWERTY. */
declare module 'convert-layout/ru.js' {
  const layout: { fromEn(text: string): string; toEn(text: string): string };
  export default layout;
}
