package org.trainprep.core.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Segments tokenized text with learned codes exactly as subword-nmt's {@code apply_bpe.py -c}: in
 * each word (its characters, {@code </w>} glued to the last), the pair that was learned first is
 * merged everywhere it occurs, left to right without overlap, until no learned pair is left; the
 * pieces of a word are joined by {@code "@@ "}. A word of one character is left as it is. Not
 * thread-safe (it keeps a bounded cache of segmented words, and ids for the tokens it has printed:
 * at most two a merge and two a character seen); one per task.
 */
public final class BpeApplier {

    public static final String SEPARATOR = "@@";
    private static final IntConsumer NO_TOKENS = id -> { };

    private final boolean version01;
    private final BpeLearner.Symbols symbols = new BpeLearner.Symbols();
    /** pair key -> rank (the first of duplicate merges counts) */
    private final LongLongMap ranks;
    /** pair key -> merged symbol id */
    private final LongLongMap products;
    /** the pieces a segmentation prints, {@code "@@"} on all but a word's last: the tokens of the segmented text */
    private final TokenTable tokens = new TokenTable(1 << 12);
    private final SegmentCache cache;
    /** a word's tokens as it is segmented */
    private int[] wordTokens = new int[64];
    private int wordTokenCount;
    /** by symbol: the token it prints inside a word and last in one; -1 until first printed */
    private final int[] innerTokens;
    private final int[] lastTokens;
    /** a character (bit 32: with the end-of-word mark) -> its symbol + 2, or 1 for none the codes name */
    private final LongLongMap charSymbols = new LongLongMap(1 << 10);

    /** An applier of {@code codes} keeping up to some 20 MB of segmented words. */
    public BpeApplier(BpeCodes codes) {
        this(codes, SegmentCache.MAX_BYTES);
    }

    /** An applier of {@code codes} keeping segmented words in at most {@code cacheBytes} (at least some 300 KB). */
    public BpeApplier(BpeCodes codes, long cacheBytes) {
        this.cache = new SegmentCache(cacheBytes);
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
        innerTokens = new int[symbols.size()];
        lastTokens = new int[symbols.size()];
        Arrays.fill(innerTokens, -1);
        Arrays.fill(lastTokens, -1);
    }

    /**
     * One line, as {@code process_line}: words split on single spaces (empty ones dropped), the
     * line's leading and trailing spaces, CRs and newlines kept.
     */
    public String segmentLine(String line) {
        return segmentLine(line, NO_TOKENS);
    }

    /**
     * {@link #segmentLine(String)}, handing each token of the segmented line (what
     * {@link Words#forEach} would split it into) to {@code tokenIds} in order, as its id for
     * {@link #token}.
     */
    public String segmentLine(String line, IntConsumer tokenIds) {
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
                    int w = cache.find(line, start, i);
                    if (w >= 0) {
                        cache.print(w, out, tokenIds);
                    } else {
                        segmentAndKeep(line.substring(start, i), out, tokenIds);
                    }
                    firstWord = false;
                }
                start = i + 1;
            }
        }
        out.append(line, e, line.length());
        return out.toString();
    }

    /** The text of a token {@link #segmentLine(String, IntConsumer)} named. */
    public String token(int id) {
        return tokens.text(id);
    }

    /** How many tokens have ids: the ids are 0 to this, less one. */
    public int tokenCount() {
        return tokens.size();
    }

    /** Segments a word not in the cache, prints it and keeps it there. */
    private void segmentAndKeep(String word, StringBuilder out, IntConsumer tokenIds) {
        wordTokenCount = 0;
        encode(word);
        int at = out.length();
        for (int t = 0; t < wordTokenCount; t++) {
            if (t > 0) {
                out.append(' ');
            }
            out.append(tokens.text(wordTokens[t]));
            tokenIds.accept(wordTokens[t]);
        }
        cache.add(word, out.substring(at), wordTokens, wordTokenCount);
    }

    /** A word's pieces, to {@link #wordTokens} as the ids of the tokens they print. */
    private void encode(String orig) {
        int[] cps = orig.codePoints().toArray();
        if (cps.length == 1) {
            addToken(tokens.id(orig));
            return;
        }
        // symbols: ids >= 0 are known to the codes; a symbol no merge names cannot take part in one
        List<String> local = new ArrayList<>();
        int n = version01 ? cps.length + 1 : cps.length;
        int[] word = new int[n];
        for (int i = 0; i < cps.length; i++) {
            word[i] = charSymbol(cps[i], !version01 && i == cps.length - 1, local);
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
        // the end-of-word mark is not printed: a last piece that is only the mark is dropped, and the
        // piece before it printed as it is; else the mark is cut from the last piece
        boolean markAlone = text(word[n - 1], local).equals(BpeCodes.END_OF_WORD);
        int printed = markAlone ? n - 1 : n;
        for (int i = 0; i < printed - 1; i++) {
            addToken(word[i] >= 0 ? innerToken(word[i]) : tokens.id(local.get(~word[i]) + SEPARATOR));
        }
        int last = word[printed - 1];
        if (markAlone) {
            addToken(tokens.id(text(last, local)));
        } else {
            addToken(last >= 0 ? lastToken(last) : tokens.id(withoutMark(local.get(~last))));
        }
    }

    private void addToken(int id) {
        if (wordTokenCount == wordTokens.length) {
            wordTokens = Arrays.copyOf(wordTokens, wordTokens.length * 2);
        }
        wordTokens[wordTokenCount++] = id;
    }

    /** The token a known symbol prints when it is not a word's last: itself and {@code "@@"}. */
    private int innerToken(int symbol) {
        int t = innerTokens[symbol];
        if (t < 0) {
            t = tokens.id(symbols.text(symbol) + SEPARATOR);
            innerTokens[symbol] = t;
        }
        return t;
    }

    /** The token a known symbol prints as a word's last: itself without the end-of-word mark. */
    private int lastToken(int symbol) {
        int t = lastTokens[symbol];
        if (t < 0) {
            t = tokens.id(withoutMark(symbols.text(symbol)));
            lastTokens[symbol] = t;
        }
        return t;
    }

    private static String withoutMark(String piece) {
        return piece.endsWith(BpeCodes.END_OF_WORD)
                ? piece.substring(0, piece.length() - BpeCodes.END_OF_WORD.length()) : piece;
    }

    private String text(int symbol, List<String> local) {
        return symbol >= 0 ? symbols.text(symbol) : local.get(~symbol);
    }

    /** A character's symbol, with the end-of-word mark glued on for a word's last: looked up once a character. */
    private int charSymbol(int codePoint, boolean last, List<String> local) {
        long key = (last ? 1L << 32 : 0) | codePoint;
        long known = charSymbols.get(key);
        if (known == 0) {
            String s = last ? new String(new int[] {codePoint}, 0, 1) + BpeCodes.END_OF_WORD : new String(new int[] {codePoint}, 0, 1);
            known = symbols.find(s) + 2L;
            charSymbols.put(key, known);
        }
        if (known >= 2) {
            return (int) (known - 2);
        }
        String s = new String(new int[] {codePoint}, 0, 1);
        return symbol(last ? s + BpeCodes.END_OF_WORD : s, local);
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
