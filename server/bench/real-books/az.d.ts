/** Az.js (OpenCorpora morphology) ships no types: the part of its API the bench uses. */
declare module 'az' {
  type Tag = { POS?: string; CAse?: string; NMbr?: string | boolean; GNdr?: string | boolean; toString(): string };
  type Parse = {
    word: string;
    tag: Tag;
    score: number;
    inflect(grammemes: string[]): Parse | false;
    normalize(keepPos?: boolean): Parse;
  };
  const Az: {
    Morph: ((word: string) => Parse[]) & { init(path: string, callback: (error?: Error) => void): void };
  };
  export default Az;
}
