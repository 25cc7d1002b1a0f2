package org.trainprep.core.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Segments tokenized text with learned codes exactly as subword-nmt's {@code apply_bpe.py -c}: in
 * each word (its characters, {@code </w>} glued to the last), the pair that was learned first is
 * merged everywhere it occurs, left to right without overlap, until no learned pair is left; the
 * pieces of a word are joined by {@code "@@ "}. A word of one character is left as it is. Not
 * thread-safe (it keeps a bounded cache of segmented words); one per task.
 */
public final class BpeApplier {

    public static final String SEPARATOR = "@@";
    private static final int CACHE_WORDS = 1 << 16;

    private final boolean version01;
    private final BpeLearner.Symbols symbols = new BpeLearner.Symbols();
    /** pair key -> rank (the first of duplicate merges counts) */
    private final LongLongMap ranks;
    /** pair key -> merged symbol id */
    private final LongLongMap products;
    private final Map<String, String> cache = new LinkedHashMap<>(CACHE_WORDS, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > CACHE_WORDS;
        }
    };

    public BpeApplier(BpeCodes codes) {
        this.version01 = codes.version01();
        ranks = new LongLongMap(codes.size());
        products = new LongLongMap(codes.size());
        for (int r = 0; r < codes.size(); r++) {
            String[] m = codes.merge(r);
            long key = BpeLearner.pair(symbols.id(m[0]), symbols.id(m[1]));
            if (!ranks.containsKey(key)) {
                ranks.put(key, r + 1L);
                products.put(key, symbols.id(m[0] + m[1]));
            }
        }
    }

    /**
     * One line, as {@code process_line}: words split on single spaces (empty ones dropped), the
     * line's leading and trailing spaces, CRs and newlines kept.
     */
    public String segmentLine(String line) {
        int b = 0;
        int e = line.length();
        while (b < e && stripped(line.charAt(b))) {
            b++;
        }
        if (b == e) {
            return line;
        }
        while (stripped(line.charAt(e - 1))) {
            e--;
        }
        StringBuilder out = new StringBuilder(line.length() + line.length() / 2);
        out.append(line, 0, b);
        int start = b;
        boolean firstWord = true;
        for (int i = b; i <= e; i++) {
            if (i == e || line.charAt(i) == ' ') {
                if (i > start) {
                    if (!firstWord) {
                        out.append(' ');
                    }
                    out.append(segmentWord(line.substring(start, i)));
                    firstWord = false;
                }
                start = i + 1;
            }
        }
        out.append(line, e, line.length());
        return out.toString();
    }

    /** One word's pieces joined by {@code "@@ "}. */
    public String segmentWord(String word) {
        String cached = cache.get(word);
        if (cached != null) {
            return cached;
        }
        String[] pieces = encode(word);
        StringBuilder b = new StringBuilder(word.length() + 3 * pieces.length);
        for (int i = 0; i < pieces.length; i++) {
            if (i > 0) {
                b.append(SEPARATOR).append(' ');
            }
            b.append(pieces[i]);
        }
        String s = b.toString();
        cache.put(word, s);
        return s;
    }

    private String[] encode(String orig) {
        int[] cps = orig.codePoints().toArray();
        if (cps.length == 1) {
            return new String[] {orig};
        }
        // symbols: ids >= 0 are known to the codes; a symbol no merge names cannot take part in one
        List<String> local = new ArrayList<>();
        int n = version01 ? cps.length + 1 : cps.length;
        int[] word = new int[n];
        for (int i = 0; i < cps.length; i++) {
            String s = new String(cps, i, 1);
            if (!version01 && i == cps.length - 1) {
                s += BpeCodes.END_OF_WORD;
            }
            word[i] = symbol(s, local);
        }
        if (version01) {
            word[n - 1] = symbol(BpeCodes.END_OF_WORD, local);
        }
        while (n > 1) {
            long bestRank = Long.MAX_VALUE;
            long bestKey = 0;
            for (int i = 0; i + 1 < n; i++) {
                if (word[i] < 0 || word[i + 1] < 0) {
                    continue;
                }
                long key = BpeLearner.pair(word[i], word[i + 1]);
                long r = ranks.get(key);
                if (r != 0 && r < bestRank) {
                    bestRank = r;
                    bestKey = key;
                }
            }
            if (bestRank == Long.MAX_VALUE) {
                break;
            }
            int first = (int) (bestKey >>> 32);
            int second = (int) bestKey;
            int merged = (int) products.get(bestKey);
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (i + 1 < n && word[i] == first && word[i + 1] == second) {
                    word[m++] = merged;
                    i++;
                } else {
                    word[m++] = word[i];
                }
            }
            n = m;
        }
        String[] pieces = new String[n];
        for (int i = 0; i < n; i++) {
            pieces[i] = word[i] >= 0 ? symbols.text(word[i]) : local.get(~word[i]);
        }
        // the end-of-word mark is not printed
        String last = pieces[n - 1];
        if (last.equals(BpeCodes.END_OF_WORD)) {
            pieces = Arrays.copyOf(pieces, n - 1);
        } else if (last.endsWith(BpeCodes.END_OF_WORD)) {
            pieces[n - 1] = last.substring(0, last.length() - BpeCodes.END_OF_WORD.length());
        }
        return pieces;
    }

    private int symbol(String s, List<String> local) {
        int id = symbols.find(s);
        if (id >= 0) {
            return id;
        }
        local.add(s);
        return ~(local.size() - 1);
    }

    private static boolean stripped(char c) {
        return c == '\r' || c == '\n' || c == ' ';
    }
}
