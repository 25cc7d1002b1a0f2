package org.trainprep.core.parallel;

import org.trainprep.core.cli.UsageException;
import org.trainprep.core.io.TextLines;
import org.trainprep.core.vocab.WordCount;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The whole parallel-text chain in one JVM on local files, with the core stage functions only:
 * each side decoded and tokenized ({@link SideText}), pairs cleaned ({@link PairCleaner}), joint
 * BPE learned over both sides' words ({@link BpeLearner}) and applied ({@link BpeApplier}), the
 * BPE vocabulary counted as {@code get_vocab.py} counts the two training files one after the
 * other. The reference the engines are checked against, and what the outputs mean, not a way to
 * run a WMT-sized corpus (it holds the word table and spools the kept pairs to one local file).
 */
public final class LocalParallelRunner {

    /** How many dropped pairs are kept as samples. */
    public static final int SAMPLES = 100;

    private final ParallelSettings settings;

    public LocalParallelRunner(ParallelSettings settings) {
        this.settings = settings;
    }

    /** A dropped pair: its line number (from 1), why, and both sides as read. */
    public record Rejected(long line, PairRejectReason reason, String src, String tgt) {
    }

    /**
     * @param pairsRead   lines read from each side
     * @param rejected    dropped pairs by reason
     * @param samples     the first {@link #SAMPLES} dropped pairs
     * @param pairsKept   pairs in the training files
     * @param words       distinct words BPE was learned from
     * @param codes       the learned merges
     */
    public record Outcome(long pairsRead, Map<PairRejectReason, Long> rejected, List<Rejected> samples, long pairsKept,
                          long words, BpeCodes codes) {
    }

    /** A development pair, tokenized and BPE'd with the training codes but not cleaned. */
    public record Dev(Path src, Path tgt) {
    }

    public Outcome run(Path src, Path tgt, Dev dev, Path outDir) throws IOException {
        if (dev != null) {
            try {
                DevPair.check(dev.src().toString(), dev.tgt().toString(), LOCAL_FILES);
            } catch (UsageException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        Files.createDirectories(outDir);
        Path kept = Files.createTempFile(outDir, "kept", ".txt");
        try {
            return run(src, tgt, dev, outDir, kept);
        } finally {
            Files.deleteIfExists(kept);
        }
    }

    private Outcome run(Path src, Path tgt, Dev dev, Path outDir, Path kept) throws IOException {
        SideText srcSide = new SideText(settings.tokenize(), settings.srcLang());
        SideText tgtSide = new SideText(settings.tokenize(), settings.tgtLang());
        PairCleaner cleaner = settings.clean().cleaner();
        Map<PairRejectReason, Long> rejected = new EnumMap<>(PairRejectReason.class);
        List<Rejected> samples = new ArrayList<>();
        Map<String, Long> words = new LinkedHashMap<>();
        long read = 0;
        long keptPairs = 0;
        try (TextLines s = TextLines.newlineOnly(src); TextLines t = TextLines.newlineOnly(tgt);
             Writer out = Files.newBufferedWriter(kept, StandardCharsets.UTF_8)) {
            while (s.hasNext() || t.hasNext()) {
                if (!s.hasNext() || !t.hasNext()) {
                    long more = read;
                    TextLines longer = s.hasNext() ? s : t;
                    while (longer.hasNext()) {
                        longer.next();
                        more++;
                    }
                    throw new IOException(misaligned(src, tgt, s == longer ? more : read, t == longer ? more : read));
                }
                TextLines.Line a = s.next();
                TextLines.Line b = t.next();
                read++;
                String sa = srcSide.prepare(a.bytes(), a.bytes().length);
                String tb = tgtSide.prepare(b.bytes(), b.bytes().length);
                PairRejectReason reason;
                PairCleaner.Result r = null;
                if (a.tooLong() || b.tooLong()) {
                    reason = PairRejectReason.LINE_TOO_LONG;
                } else if (sa == null || tb == null) {
                    reason = PairRejectReason.INVALID_UTF8;
                } else {
                    r = cleaner.clean(sa, tb);
                    reason = r.reason();
                }
                if (reason != null) {
                    rejected.merge(reason, 1L, Long::sum);
                    if (samples.size() < SAMPLES) {
                        samples.add(new Rejected(read, reason, a.text(), b.text()));
                    }
                    continue;
                }
                keptPairs++;
                Words.forEach(r.src(), w -> words.merge(w, 1L, Long::sum));
                Words.forEach(r.tgt(), w -> words.merge(w, 1L, Long::sum));
                out.write(r.src());
                out.write('\n');
                out.write(r.tgt());
                out.write('\n');
            }
        }
        BpeCodes codes = !settings.bpe().learns() ? BpeCodes.NONE : settings.bpe().learner().learn(words.entrySet().stream()
                .map(e -> new WordCount(e.getKey(), e.getValue())).iterator());
        if (settings.bpe().learns()) {
            try (Writer w = Files.newBufferedWriter(outDir.resolve(settings.codesFile()), StandardCharsets.UTF_8)) {
                codes.writeTo(w);
            }
        }
        UnaryOperator<String> bpe = settings.bpe().segmenter(codes);
        BpeVocabulary vocab = new BpeVocabulary();
        try (var in = Files.newBufferedReader(kept, StandardCharsets.UTF_8);
             BufferedWriter so = Files.newBufferedWriter(outDir.resolve(settings.trainFile(settings.srcLang())), StandardCharsets.UTF_8);
             BufferedWriter to = Files.newBufferedWriter(outDir.resolve(settings.trainFile(settings.tgtLang())), StandardCharsets.UTF_8)) {
            long line = 0;
            for (String a = in.readLine(); a != null; a = in.readLine()) {
                String b = in.readLine();
                String sa = bpe.apply(a);
                String tb = bpe.apply(b);
                vocab.add(0, line, sa);
                vocab.add(1, line, tb);
                line++;
                so.write(sa);
                so.write('\n');
                to.write(tb);
                to.write('\n');
            }
        }
        if (settings.bpe().learns()) {
            Files.writeString(outDir.resolve(settings.vocabFile()), vocab.text(), StandardCharsets.UTF_8);
        }
        if (dev != null) {
            String a = dev.src().toString();
            String b = dev.tgt().toString();
            Files.write(outDir.resolve(settings.devFile(a, b, settings.srcLang())),
                    DevPair.segment(LOCAL_FILES.open(a), srcSide, bpe));
            Files.write(outDir.resolve(settings.devFile(a, b, settings.tgtLang())),
                    DevPair.segment(LOCAL_FILES.open(b), tgtSide, bpe));
        }
        return new Outcome(read, rejected, samples, keptPairs, words.size(), codes);
    }

    /** Local files, {@code .gz} decompressed. */
    private static final DevPair.Files LOCAL_FILES = new DevPair.Files() {
        @Override
        public long size(String file) throws IOException {
            return Files.size(Path.of(file));
        }

        @Override
        public java.io.InputStream open(String file) throws IOException {
            java.io.InputStream raw = Files.newInputStream(Path.of(file));
            return file.endsWith(".gz") ? new java.util.zip.GZIPInputStream(raw, 1 << 16) : raw;
        }
    };

    public static String misaligned(Object src, Object tgt, long srcLines, long tgtLines) {
        return "--src " + src + " has " + srcLines + " lines but --tgt " + tgt + " has " + tgtLines
                + " lines: a pair is a line of each, so the files must have as many lines (are they the two sides of one corpus?)";
    }
}
