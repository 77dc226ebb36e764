import ru from 'convert-layout/ru.js';
import * as iuliia from 'iuliia';
import { describe, expect, it } from 'vitest';
import { switchLayout } from './keyboard-layout.ts';
import { latinReadings } from './latin-to-cyrillic.ts';
import { foldText, searchWords } from './query-text.ts';
import {
  anchorWords,
  fuzzyTexts,
  nameReadings,
  phraseRegex,
  queryExpr,
  toTsquery,
  understand,
  type Expr,
} from './query-understanding.ts';

/** The readings the search tries for one typed word (what the tsquery ORs), as typed first. */
function readings(word: string): string[] {
  const [chunk] = understand(word).chunks;
  const [term] = chunk!.terms;
  return [term!.typed.join(' '), ...term!.readings];
}

describe('transliteration: each Latin word also reads as the Russian word it spells', () => {
  it.each([
    // GOST 7.79-B (y for ы, j for й, x for х, shh, c/cz, ` for ь, `` for ъ, e` for э)
    ['Istoriya', 'история'],
    ['gosudarstva', 'государства'],
    ['Rossijskogo', 'российского'],
    ['Shhedrin', 'щедрин'],
    ['Tolstoj', 'толстой'],
    ['Gor`kij', 'горький'],
    ['Ob``yasnenie', 'объяснение'],
    ['Xlebnikov', 'хлебников'],
    ['E`poxa', 'эпоха'],
    ['Czvetnik', 'цветник'],
    // The passport (ICAO 9303): ia, iu, ie for ъ, i for й, kh, ts, no soft sign
    ['Istoriia', 'история'],
    ['Rossiiskogo', 'российского'],
    ['Voina', 'война'],
    ['Tsvetaeva', 'цветаева'],
    ['Khlebnikov', 'хлебников'],
    ['Shchedrin', 'щедрин'],
    ['Iunost', 'юност'],
    // BGN/PCGN and Wikipedia: ya, yu, ye, y for й, ’ for ь
    ['Voyna', 'война'],
    ['Puteshestviye', 'путешествие'],
    ['Puteshestvie', 'путешествие'],
    ['Gor’kiy', 'горький'],
    ['Vasil’yev', 'васильев'],
    ['Vasilyev', 'васильев'],
    ['Dostoyevsky', 'достоевский'],
    ['Gorky', 'горький'],
    ['Yunost', 'юност'],
    // Keyboard habits: ja, ju, h, c, sch, j for й, w, the soft sign dropped
    ['Istorija', 'история'],
    ['Schedrin', 'щедрин'],
    ['Hlebnikov', 'хлебников'],
    ['Cvetaeva', 'цветаева'],
    ['Jurij', 'юрий'],
    ['Tjutchev', 'тютчев'],
    ['Pisma', 'письма'],
    ['Sovetskij', 'советский'],
    // Telegram's: j for ж, h for х, c for ц
    ['Jukovskii', 'жуковский'],
    // The scholarly letters
    ['Čehov', 'чехов'],
    ['Žukovskij', 'жуковский'],
  ])('%s → %s', (typed, meant) => {
    expect(readings(typed)).toContain(meant);
  });

  it('the likeliest reading comes first', () => {
    for (const [typed, meant] of [
      ['istoriya', 'история'],
      ['voyna', 'война'],
      ['mir', 'мир'],
      ['puteshestvie', 'путешествие'],
      ['peterburga', 'петербурга'],
      ['moskvu', 'москву'],
      ['tolstoj', 'толстой'],
      ['shhedrin', 'щедрин'],
      ['zhukovskiy', 'жуковский'],
    ] as const) {
      expect(latinReadings(typed, 3)[0]!.text, typed).toBe(meant);
    }
  });

  it('a few readings per word, the same every time; words without Latin letters have none', () => {
    expect(readings('Istoriya').length).toBeLessThanOrEqual(7);
    expect(readings('Istoriya')).toEqual(readings('Istoriya'));
    expect(readings('История')).toEqual(['история']);
    expect(readings('1812')).toEqual(['1812']);
  });

  it('reads what the common systems write for real titles (iuliia as the typist)', () => {
    const titles = [
      'История государства Российского',
      'Война и мир',
      'Путешествие из Петербурга в Москву',
      'Полное собрание сочинений',
      'Мертвые души',
      'Евгений Онегин',
      'Капитанская дочка',
      'Стихотворения',
      'Старый Петербург. Рассказы из былой жизни столицы',
      'Жизнь замечательных людей',
      'Хождение по мукам',
      'Тихий Дон',
      'Детство',
      'Юность',
      'Цветник',
      'Щедрин',
      'Чехов',
      'Тютчев',
      'Ёлка в Сокольниках',
      'Объяснение',
      'Княжна Мэри',
      'Семейная хроника',
    ];
    const schemas = {
      GOST_779_ALT: iuliia.GOST_779_ALT,
      ICAO_DOC_9303: iuliia.ICAO_DOC_9303,
      BGN_PCGN: iuliia.BGN_PCGN,
      WIKIPEDIA: iuliia.WIKIPEDIA,
      YANDEX_MAPS: iuliia.YANDEX_MAPS,
      MOSMETRO: iuliia.MOSMETRO,
      TELEGRAM: iuliia.TELEGRAM,
      MVD_310: iuliia.MVD_310,
    };
    for (const [name, schema] of Object.entries(schemas)) {
      let words = 0;
      let read = 0;
      for (const title of titles) {
        for (const word of title.split(/[\s.]+/).filter((w) => w.length > 2)) {
          words += 1;
          const meant = foldText(word);
          // Systems that drop the soft sign cannot be read back letter for letter; the stem still can.
          const options = readings(iuliia.translate(word, schema));
          if (options.includes(meant) || options.includes(meant.replaceAll('ь', ''))) read += 1;
        }
      }
      expect(read / words, name).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('the tsquery: every word as typed or as one of its readings', () => {
  const tsquery = (text: string, options: { phrase?: boolean; prefixLast?: boolean; layout?: boolean } = {}) =>
    toTsquery(queryExpr(understand(text), { layout: options.layout ?? false }), options);

  it('ORs the readings of each word and ANDs the words; Cyrillic words stay as they are', () => {
    const query = tsquery('Voyna i mir');
    expect(query).toMatch(/^\(\('voyna' \| 'война' \| [^)]*\) & 'i' & \('mir' \| 'мир'[^)]*\)\)$/);
    expect(tsquery('война и мир')).toBe("('война' & 'и' & 'мир')");
  });

  it('mixed input: Latin words read, Cyrillic ones kept', () => {
    const query = tsquery('Istoriya государства Rossijskogo');
    expect(query).toContain("'государства'");
    expect(query).toContain("'история'");
    expect(query).toContain("'российского'");
    expect(query).not.toContain("'gosudarstva'");
  });

  it('a foreign title is still looked for as typed', () => {
    const query = tsquery('Guerre et Paix');
    for (const word of ['guerre', 'et', 'paix']) expect(query).toContain(`'${word}'`);
    expect(tsquery('The Russian Empire')).toContain("'russian'");
  });

  it('a word that may be a stop word stands as one, so PostgreSQL drops it instead of requiring it', () => {
    // ('na' | 'на') would leave 'na' required once PostgreSQL drops 'на'.
    expect(tsquery('Bukinist na Liteinom')).toMatch(/ & 'на' & /);
    expect(tsquery('v Moskvu')).toMatch(/^\('в' & /);
    // Every word a stop word: the readings that are not still count ('Tom' alone is 'tom').
    expect(tsquery('Tom')).toBe("'tom'");
  });

  it('the last word (each reading of it) may be the start of a longer one', () => {
    expect(tsquery('Moskv', { prefixLast: true })).toContain("'москв':*");
    expect(tsquery('Moskv', { prefixLast: true })).toContain("'moskv':*");
    expect(tsquery('книгами пушкина', { prefixLast: true })).toBe("('книгами' & 'пушкина':*)");
    expect(tsquery('война и', { prefixLast: true })).toBe("('война' & 'и')");
    expect(tsquery('том ист', { prefixLast: true })).toBe("('том' & 'ист')");
  });

  it('an exact phrase keeps the words adjacent', () => {
    expect(tsquery('собрание сочинений', { phrase: true })).toBe("('собрание' <-> 'сочинений')");
    // Each stop word keeps its place: 'В.А.' is two words between 'записка' and 'жуковскаго'.
    expect(tsquery('Записка В.А. Жуковскаго', { phrase: true })).toBe("('записка' <-> 'в' <-> 'а' <-> 'жуковского')");
    expect(tsquery('Voyna i mir', { phrase: true })).toMatch(/^\(\('voyna' \| 'война'[^)]*\) <-> 'i' <-> \('mir'/);
  });

  it('user text never becomes tsquery syntax', () => {
    expect(tsquery(`Пушкин&|!:*()<>'"\\книга`)).toBe("('пушкин' & 'книга')");
    expect(tsquery("'); drop table books; --")).toMatch(/^\(\('drop' \| [^&]+\) & \('table'/);
    expect(tsquery("'); drop table books; --")).not.toMatch(/;|--/);
  });
});

describe('the wrong keyboard layout', () => {
  it.each([
    ['ghbdtn', 'привет'],
    ['djqyf b vbh', 'война и мир'],
    ['Djqyf b vbh', 'Война и мир'],
    ['j,kjvjd', 'обломов'],
    ["'ktrnhjybrf", 'электроника'],
    ['Ырфлуызуфку', 'Shakespeare'],
    ['Цфк фтв Зуфсу', 'War and Peace'],
    // ж х б ю э, and the Russian layout's full stop and comma on '/' and '?'.
    [';tycrfz [jhjij ,jkmijt .yjcnm "njn', 'женская хорошо большое юность Этот'],
    ['F/C/ Geirby? 1887', 'А.С. Пушкин, 1887'],
  ])('%s → %s', (typed, meant) => {
    expect(switchLayout(typed)).toBe(meant);
  });

  it('agrees with convert-layout on every letter key', () => {
    const latin = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`";
    expect(switchLayout(latin)).toBe(ru.fromEn(latin));
    const russian = 'йцукенгшщзхъфывапролджэячсмитьбюё';
    expect(switchLayout(russian)).toBe(ru.toEn(russian));
  });

  it('a chunk mixing both scripts has no other-layout reading', () => {
    expect(switchLayout('Война vbh')).toBeNull();
    expect(switchLayout('1812')).toBeNull();
  });

  it('the second pass lets each chunk be typed right or on the wrong layout', () => {
    const expr = queryExpr(understand('война b vbh'), { layout: true });
    const query = toTsquery(expr);
    expect(query).toContain("'война'");
    expect(query).toContain("'мир'");
    // 'b' is 'и' on the other layout: a stop word, so not required.
    expect(query).toMatch(/ & 'и' & /);
    expect(toTsquery(queryExpr(understand('Ырфлуызуфку'), { layout: true }))).toBe("('ырфлуызуфку' | 'shakespeare')");
  });

  it('every chunk of a wrong-layout query is read, not only the last', () => {
    const query = toTsquery(queryExpr(understand('Rfdrfpcrjuj rhfz'), { layout: true }));
    expect(query).toContain("'кавказского'");
    expect(query).toContain("'края'");
    // A chunk holding letter keys that are punctuation in Latin: ',tcs' is 'бесы'.
    expect(toTsquery(queryExpr(understand(',tcs'), { layout: true }))).toContain("'бесы'");
  });
});

describe('one reading of every word: old spelling anywhere in the query', () => {
  const tsquery = (text: string) => toTsquery(queryExpr(understand(text)));

  it('old endings and prefixes fold in every word, not only the last', () => {
    expect(tsquery('Мертвыя души')).toBe("('мертвые' & 'души')");
    expect(tsquery('великорусскаго языка')).toBe("('великорусского' & 'языка')");
    expect(tsquery('Разсказы Гаршина')).toBe("('рассказы' & 'гаршина')");
  });

  it('a participle plural also reads in its other spelling, which the stemmer parts from it', () => {
    expect(tsquery('служащие')).toBe("('служащие' | 'служащия')");
    expect(tsquery('Горящія зданія')).toBe("(('горящия' | 'горящие') & 'здания')");
    expect(toTsquery(queryExpr(understand('горящие здания')), { phrase: true })).toBe(
      "(('горящие' | 'горящия') <-> 'здания')",
    );
  });

  it('word forms read a fleeting vowel; an exact phrase does not', () => {
    const words = (text: string) => toTsquery(queryExpr(understand(text), { forms: true }));
    expect(words('кубком')).toBe("('кубком' | 'кубоками' | 'кубеками')");
    expect(words('четок')).toBe("('четок' | 'четками')");
    expect(words('камня')).toContain("'каменами'");
    // 'Павел', 'игра' and 'Ольга', short words and Latin words keep only their own reading.
    for (const word of ['павел', 'игра', 'ольга', 'дни', 'волк', 'слова']) expect(words(word)).toBe(`'${word}'`);
    expect(toTsquery(queryExpr(understand('кубком'), { forms: false }))).toBe("'кубком'");
  });

  it('word forms read a surname in -ов in its other stem: Лермонтова and Лермонтов meet', () => {
    const words = (text: string) => toTsquery(queryExpr(understand(text), { forms: true }));
    expect(words('Лермонтова')).toBe("('лермонтова' | 'лермонтов')");
    expect(words('Лермонтов')).toBe("('лермонтов' | 'лермонтова')");
    expect(words('Тургеневым')).toBe("('тургеневым' | 'тургенев')");
    // Not the surname 'Павлов' from 'Павел' (fleeting vowel), nor an exact phrase.
    expect(words('орлов')).toBe("('орлов' | 'орлова')");
    expect(toTsquery(queryExpr(understand('Лермонтова'), { forms: false }))).toBe("'лермонтова'");
  });

  it("'ia' after a consonant may be и + а, as every system writes it: Dyavoliada, Iliada", () => {
    expect(readings('Dyavoliada')).toContain('дьяволиада');
    expect(readings('Iliada')).toContain('илиада');
    // After a vowel it stays я: 'Istoriia' is история.
    expect(readings('Istoriia')).toContain('история');
  });

  it('a Latin word whose soft sign was dropped reads with it: Dvenadtsat stulev', () => {
    expect(readings('Dvenadtsat')).toContain('двенадцать');
    expect(readings('stulev')).toContain('стульев');
    expect(readings('stulyev')).toContain('стульев');
  });
});

describe('exact phrase regex', () => {
  // What PostgreSQL's `~*` does with it, in JavaScript terms.
  const matcher = (text: string) =>
    new RegExp(phraseRegex(queryExpr(understand(text))).replaceAll('[:alnum:]', '\\p{L}\\p{N}'), 'iu');

  it('whole words in order, any spaces or punctuation between, any case', () => {
    const regex = matcher('собрание сочинений');
    expect(regex.test('Полное собрание сочинений')).toBe(true);
    expect(regex.test('СОБРАНИЕ, сочинений')).toBe(true);
    expect(regex.test('собрание сочинений Пушкина')).toBe(true);
    expect(regex.test('сочинений собрание')).toBe(false);
    expect(regex.test('пересобрание сочинений')).toBe(false);
    expect(regex.test('собрание сочиненийх')).toBe(false);
    expect(regex.test('собрания сочинений')).toBe(false);
  });

  it('matches the stored text wherever its folded form would match', () => {
    expect(matcher('собрание сочинений').test('Полное собраніе сочиненій')).toBe(true);
    expect(matcher('ёлка').test('ѢЛКА в лесу')).toBe(true);
    expect(matcher('елка').test('Ёлка')).toBe(true);
    expect(matcher('Пушкинъ').test('А.С. Пушкин')).toBe(true);
    expect(matcher('Пушкин').test('Пушкинъ А.С.')).toBe(true);
    expect(matcher('федор').test('Ѳедоръ')).toBe(true);
    expect(matcher('Пушкин').test('Пушкина')).toBe(false);
  });

  it('accepts each word in its old spelling: endings, prefixes, hard sign, hyphen', () => {
    expect(matcher('народного просвещения').test('Журналъ министерства народнаго просвѣщенія')).toBe(true);
    expect(matcher('Мертвые души').test('Мертвыя души')).toBe(true);
    expect(matcher('синего моря').test('У синяго моря')).toBe(true);
    expect(matcher('хорошего общего').test('Хорошаго общаго')).toBe(true);
    expect(matcher('русские народные картинки').test('Русскія народныя картинки')).toBe(true);
    expect(matcher('Рассказ о семи повешенных').test('Разсказъ о семи повѣшенныхъ')).toBe(true);
    expect(matcher('Исторія лейбъ-гвардіи Измайловскаго полка').test('Исторія лейбъ-гвардіи Измайловскаго полка')).toBe(
      true,
    );
    expect(matcher('история лейб гвардии измайловского полка').test('ИСТОРІЯ ЛЕЙБЪ-ГВАРДІИ ИЗМАЙЛОВСКАГО ПОЛКА')).toBe(
      true,
    );
    expect(matcher('Смерть Вазир-Мухтара').test('Смерть Вазиръ-Мухтара. Романъ')).toBe(true);
    expect(matcher('Изданіе Брокгаузъ-Ефронъ').test('Изданіе Брокгаузъ-Ефронъ, 1907')).toBe(true);
  });

  it('stays exact: these words, this order, these word forms', () => {
    expect(matcher('народного просвещения').test('просвѣщенія народнаго')).toBe(false);
    expect(matcher('народного просвещения').test('народнаго министерства просвѣщенія')).toBe(false);
    expect(matcher('народного просвещения').test('народныя просвѣщенія')).toBe(false);
    expect(matcher('Мертвые души').test('Мертвый души')).toBe(false);
    expect(matcher('Смерть Вазир-Мухтара').test('Смерть Мухтара')).toBe(false);
    expect(matcher('рассказы').test('разказы')).toBe(false);
    expect(matcher('собрание').test('собраніе-сочиненій')).toBe(true);
  });

  it('a transliterated phrase matches the Cyrillic text and the Latin one', () => {
    expect(matcher('Voyna i mir').test('Война и миръ')).toBe(true);
    expect(matcher('Voyna i mir').test('Voyna i mir')).toBe(true);
    expect(matcher('Voyna i mir').test('Мир и война')).toBe(false);
  });

  it('escapes regex characters should a word ever hold one', () => {
    const expr: Expr = { all: ['a.b', 'c*'] };
    expect(phraseRegex(expr)).toBe('(^|[^[:alnum:]])a\\.bъ?[^[:alnum:]]+c\\*ъ?($|[^[:alnum:]])');
  });
});

describe('the other readings: typo fallback texts, alert anchors, seller names', () => {
  it('the typo fallback tries the words as typed and transliterated', () => {
    expect(fuzzyTexts(understand('Tolstoj'))).toEqual(['tolstoj', 'толстой']);
    expect(fuzzyTexts(understand('Tolstoj Voyna'))).toEqual(['tolstoj voyna', 'толстой война']);
    expect(fuzzyTexts(understand('Пушкен'))).toEqual(['пушкен']);
  });

  it('an alert phrase is anchored on one reading of its longest word each', () => {
    expect(anchorWords(queryExpr(understand('история государства')))).toEqual(['государства']);
    const anchors = anchorWords(queryExpr(understand('Tolstoj'), { layout: true }));
    expect(anchors).toContain('tolstoj');
    expect(anchors).toContain('толстой');
    expect(anchorWords(queryExpr(understand('и в на')))).toEqual([]);
  });

  it('a seller name in Latin letters reads as whole Cyrillic names, cheapest first', () => {
    expect(nameReadings('Bukinist na Liteinom')).toContain('букинист на литейном');
    expect(nameReadings('Antikvarnaya lavka')[0]).toBe('антикварная лавка');
    expect(nameReadings('Букинист')).toEqual([]);
    expect(nameReadings('Bukinist').length).toBeLessThanOrEqual(8);
  });

  it('keeps at most MAX_QUERY_WORDS words', () => {
    expect(understand('slovo '.repeat(100)).words).toHaveLength(16);
    expect(searchWords('слово '.repeat(100))).toHaveLength(16);
  });
});

describe('tokens that fold to nothing', () => {
  it('a lone hard sign among old letters is no word: the tsquery stays well formed', () => {
    const expr = queryExpr(understand('ЁЛКА ёлка Ѣ ѣ і ѳ ѵ ъ'));
    const tsquery = toTsquery(expr);
    expect(tsquery).not.toMatch(/&\s*\)|\(\s*&|&\s*&|^\s*&|&\s*$/);
    expect(tsquery).toContain("'елка'");
    expect(understand('ъ').words).toEqual([]);
  });
});
