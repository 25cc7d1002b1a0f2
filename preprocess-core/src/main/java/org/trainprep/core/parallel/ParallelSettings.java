package org.trainprep.core.parallel;

import java.util.Locale;
import java.util.Objects;

/**
 * What a parallel-text run does to its sentence pairs, in the reference tools' own terms, the
 * same for every engine.
 *
 * @param srcLang  the source side's language ({@code -l} of the tokenizer, and the suffix of its files)
 * @param tgtLang  the target side's language
 * @param tokenize how each side is tokenized, or {@link Tokenize#NONE} for {@code --tokenized} input
 * @param clean    {@code clean-corpus-n}'s limits and the Latin-1 filter
 * @param bpe      how many merges are learned and from how frequent a pair
 */
public record ParallelSettings(String srcLang, String tgtLang, Tokenize tokenize, Clean clean, Bpe bpe)
        implements java.io.Serializable {

    /**
     * @param enabled    false for input that already is tokenized ({@code --tokenized})
     * @param aggressive {@code -a}: hyphens between letters or digits split as {@code @-@}
     * @param escape     XML escaping ({@code --no-escape} turns it off)
     */
    public record Tokenize(boolean enabled, boolean aggressive, boolean escape) implements java.io.Serializable {
        public static final Tokenize NONE = new Tokenize(false, false, false);
        /** The MLPerf GNMT pipeline's: {@code tokenizer.perl -l LANG}, escaping on, no {@code -a}. */
        public static final Tokenize MOSES = new Tokenize(true, false, true);

        public MosesTokenizer tokenizer(String language) {
            return enabled ? new MosesTokenizer(language, aggressive, escape) : null;
        }
    }

    /** {@code clean-corpus-n.perl [-ratio R] ... MIN MAX} and the optional Latin-1 filter. */
    public record Clean(int minLen, int maxLen, double ratio, int maxWordLength, boolean latin1)
            implements java.io.Serializable {
        /** {@code clean-corpus-n.perl 1 80}: ratio 9, tokens up to 1000 characters. */
        public static final Clean GNMT = new Clean(1, 80, 9, 1000, false);

        public Clean {
            if (minLen < 0 || maxLen < minLen) {
                throw new IllegalArgumentException("--min-len and --max-len must satisfy 0 <= min <= max, were "
                        + minLen + " and " + maxLen);
            }
            if (!(ratio >= 1)) {
                throw new IllegalArgumentException("--ratio must be at least 1 (a pair goes when a side has more than R"
                        + " times the other's tokens: under 1 every pair would), was " + ratio);
            }
            if (maxWordLength < 1) {
                throw new IllegalArgumentException("--max-word-length must be >= 1, was " + maxWordLength);
            }
        }

        public PairCleaner cleaner() {
            return new PairCleaner(minLen, maxLen, ratio, maxWordLength, latin1);
        }
    }

    /**
     * {@code learn_bpe.py -s MERGES --min-frequency F} on both sides' words together (joint BPE);
     * with 0 merges no BPE at all: the run writes the tokenized, cleaned pairs only (not
     * {@code learn_bpe.py -s 0}, whose empty codes would split every word into characters).
     */
    public record Bpe(int merges, long minFrequency) implements java.io.Serializable {
        public static final Bpe GNMT = new Bpe(32000, 2);

        public Bpe {
            if (merges < 0) {
                throw new IllegalArgumentException("--merges must be >= 0 (0: tokenize and clean only), was " + merges);
            }
            if (minFrequency < 1) {
                throw new IllegalArgumentException("--min-frequency must be >= 1, was " + minFrequency);
            }
        }

        public BpeLearner learner() {
            return new BpeLearner(merges, minFrequency);
        }

        /** Whether BPE is learned and applied; not with {@code --merges 0}. */
        public boolean learns() {
            return merges > 0;
        }

        /** A line's segmentation with {@code codes}: {@code apply_bpe.py}'s, or the line as it is without BPE. */
        public java.util.function.UnaryOperator<String> segmenter(BpeCodes codes) {
            return learns() ? new BpeApplier(codes)::segmentLine : java.util.function.UnaryOperator.identity();
        }

        /** Infix of the files a run writes: {@code .bpe.N} with BPE, none for tokenized and cleaned text only. */
        String infix() {
            return learns() ? ".bpe." + merges : "";
        }

        /** The training text of one side, as the GNMT/PipeDream loader names it. */
        public String trainFile(String lang) {
            return "train.tok.clean" + infix() + "." + lang;
        }
    }

    public ParallelSettings {
        srcLang = language(srcLang, "--src-lang");
        tgtLang = language(tgtLang, "--tgt-lang");
        if (srcLang.equals(tgtLang)) {
            throw new IllegalArgumentException("--src-lang and --tgt-lang are both '" + srcLang
                    + "': the output files are named by language, so they must differ");
        }
        Objects.requireNonNull(tokenize, "tokenize");
        Objects.requireNonNull(clean, "clean");
        Objects.requireNonNull(bpe, "bpe");
    }

    private static String language(String lang, String option) {
        if (lang == null || !lang.matches("[A-Za-z]{2,8}")) {
            throw new IllegalArgumentException(option + " must be a language code such as en or de, was '" + lang + "'");
        }
        // as given: tokenizer.perl's -l is compared as it is, and an upper-case code is none it knows
        return lang;
    }

    /** The training text of one side, as the GNMT/PipeDream loader names it. */
    public String trainFile(String lang) {
        return bpe.trainFile(lang);
    }

    /** The ids file of {@code --h5}. */
    public String idsFile() {
        return "train.tok.clean.bpe." + bpe.merges() + ".h5";
    }

    /** The codes file ({@code bpe.32000}). */
    public String codesFile() {
        return "bpe." + bpe.merges;
    }

    /** The BPE vocabulary ({@code vocab.bpe.32000}). */
    public String vocabFile() {
        return "vocab.bpe." + bpe.merges;
    }

    /**
     * A development pair's side, both sides named by one stem, so they pair up for the loader
     * ({@code newstest2014.en} + {@code newstest2014.de} -> {@code newstest2014.tok.bpe.32000.en}
     * and {@code .de}): each input's name without its folder, compression, language or {@code .txt}
     * suffix; when the two differ, their common beginning up to its last {@code - _ .}
     * ({@code newstest2014-deen-src} + {@code newstest2014-deen-ref} -> {@code newstest2014-deen}),
     * or {@code dev} when they share none ({@code src-val.txt} + {@code tgt-val.txt}).
     */
    public String devFile(String srcInput, String tgtInput, String lang) {
        return devStem(stem(srcInput, srcLang), stem(tgtInput, tgtLang)) + ".tok" + bpe.infix() + "." + lang;
    }

    private static String stem(String inputName, String lang) {
        String base = inputName.substring(inputName.lastIndexOf('/') + 1);
        for (String ext : COMPRESSED) {
            if (base.endsWith(ext)) {
                base = base.substring(0, base.length() - ext.length());
                break;
            }
        }
        for (String ext : new String[] {"." + lang, ".txt"}) {
            if (base.endsWith(ext)) {
                base = base.substring(0, base.length() - ext.length());
                break;
            }
        }
        return base;
    }

    private static String devStem(String src, String tgt) {
        if (src.equals(tgt) && !src.isEmpty()) {
            return src;
        }
        int n = 0;
        while (n < Math.min(src.length(), tgt.length()) && src.charAt(n) == tgt.charAt(n)) {
            n++;
        }
        int cut = -1;
        for (int i = 0; i < n; i++) {
            if ("-_.".indexOf(src.charAt(i)) >= 0) {
                cut = i;
            }
        }
        return cut > 0 ? src.substring(0, cut) : "dev";
    }

    private static final java.util.Set<String> NOT_LANGUAGES = java.util.Set.of("txt", "tok", "raw", "src", "tgt",
            "bpe", "out", "dat", "csv", "tsv", "xml", "sgm", "log");

    /** What the input reads a compressed side by. */
    static final java.util.List<String> COMPRESSED = java.util.List.of(".gz", ".bz2", ".zst");

    /** The language a file's name ends with ({@code train.en}, {@code train.en.bz2} -> {@code en}), or null. */
    public static String languageOf(String fileName) {
        String name = fileName;
        for (String ext : COMPRESSED) {
            if (name.endsWith(ext)) {
                name = name.substring(0, name.length() - ext.length());
                break;
            }
        }
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1);
        // a language code, not one of the extensions corpora are often given
        return ext.matches("[A-Za-z]{2,3}") && !NOT_LANGUAGES.contains(ext.toLowerCase(Locale.ROOT)) ? ext : null;
    }
}
