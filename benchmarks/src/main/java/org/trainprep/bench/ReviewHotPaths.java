package org.trainprep.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.ParsedReview;
import org.trainprep.core.reviews.ReviewParser;
import org.trainprep.core.reviews.SequenceEncoder;
import org.trainprep.core.reviews.TextCleaner;
import org.trainprep.core.vocab.TopWords;
import org.trainprep.core.vocab.Vocabulary;
import org.trainprep.testdata.ReviewGenerator;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Per-record cost of each core step on generated review lines (both dump shapes, 0.5% invalid):
 * parse, clean, encode. Scores are per batch of {@link #BATCH} records.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ReviewHotPaths {

    static final int BATCH = 10_000;

    byte[][] lines;
    String[] rawTexts;
    String[] cleanTexts;
    int[] ratings;
    ReviewParser parser;
    TextCleaner cleaner;
    SequenceEncoder encoder;
    int[] row;

    @Setup(Level.Trial)
    public void setup() {
        ReviewGenerator gen = new ReviewGenerator(7, 0.005, 0.15);
        parser = new ReviewParser();
        cleaner = TextCleaner.english();
        lines = new byte[BATCH][];
        rawTexts = new String[BATCH];
        cleanTexts = new String[BATCH];
        ratings = new int[BATCH];
        Map<String, Long> counts = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < BATCH; i++) {
            sb.setLength(0);
            gen.nextLine(sb);
            lines[i] = sb.toString().getBytes(StandardCharsets.UTF_8);
            ParsedReview r = parser.parse(lines[i], 0, lines[i].length);
            rawTexts[i] = r.isValid() ? r.text() : "";
            ratings[i] = r.isValid() ? r.rating() : 1;
            cleanTexts[i] = cleaner.clean(rawTexts[i]);
            for (String w : cleanTexts[i].split(" ")) {
                counts.merge(w, 1L, Long::sum);
            }
        }
        TopWords top = new TopWords(10_000);
        counts.forEach(top::offer);
        encoder = new SequenceEncoder(Vocabulary.fromRanked(top.ranked()), 100, LabelScheme.FIVE_CLASS);
        row = new int[encoder.rowWidth()];
    }

    @Benchmark
    public void parse(Blackhole bh) {
        for (byte[] line : lines) {
            bh.consume(parser.parse(line, 0, line.length));
        }
    }

    @Benchmark
    public void clean(Blackhole bh) {
        for (String t : rawTexts) {
            bh.consume(cleaner.clean(t));
        }
    }

    @Benchmark
    public void encode(Blackhole bh) {
        for (int i = 0; i < BATCH; i++) {
            encoder.encode(cleanTexts[i], ratings[i], row);
            bh.consume(row);
        }
    }

    @Benchmark
    public void parseAndClean(Blackhole bh) {
        for (byte[] line : lines) {
            ParsedReview r = parser.parse(line, 0, line.length);
            if (r.isValid()) {
                bh.consume(cleaner.clean(r.text()));
            }
        }
    }
}
