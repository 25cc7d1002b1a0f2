package org.trainprep.bench;

import org.trainprep.core.parallel.BpeApplier;
import org.trainprep.core.parallel.BpeCodes;
import org.trainprep.core.parallel.BpeLearner;
import org.trainprep.core.vocab.WordCount;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * The BPE learner and applier at WMT scale.
 * <ul>
 * <li>{@code table WORDS FILE}: a word table in subword-nmt's dictionary format ("word count" a
 * line, as {@code learn_bpe.py --dict-input} reads it) of WORDS distinct words built from a
 * syllable inventory (so words share pieces as real ones do; 3-14 characters, most 6-10, some
 * umlauts), counts Zipf-distributed over a random rank (count = 2e7 / rank^1.2, at least 1: a
 * WMT-like head of millions and a tail of singletons).</li>
 * <li>{@code learn FILE MERGES CODES}: learns MERGES merges from the table, prints the time.</li>
 * <li>{@code apply FILE CODES}: segments every word of the table once per occurrence (up to 20
 * million tokens) with one thread, prints tokens and MB per second.</li>
 * </ul>
 */
public final class BpeBench {

    private static final String[] ONSETS = {"", "b", "br", "ch", "d", "f", "fr", "g", "gr", "h", "k", "kl", "l", "m", "n",
            "p", "pr", "r", "s", "sch", "sp", "st", "str", "t", "tr", "v", "w", "z", "th", "sh", "pl", "bl", "gl"};
    private static final String[] VOWELS = {"a", "e", "i", "o", "u", "ei", "au", "ie", "ea", "ou", "ä", "ö", "ü", "y", "ee"};
    private static final String[] CODAS = {"", "", "n", "r", "s", "t", "l", "nd", "ng", "ck", "st", "m", "ch", "nt", "rt"};
    private static final String[] SUFFIXES = {"", "", "", "s", "en", "er", "ing", "ed", "ung", "lich", "es", "ly", "heit"};

    private BpeBench() {
    }

    public static void main(String[] args) throws IOException {
        switch (args[0]) {
            case "table" -> table(Integer.parseInt(args[1]), Path.of(args[2]));
            case "learn" -> learn(Path.of(args[1]), Integer.parseInt(args[2]), Path.of(args[3]));
            case "apply" -> apply(Path.of(args[1]), Path.of(args[2]));
            default -> throw new IllegalArgumentException("table | learn | apply");
        }
    }

    static void table(int words, Path out) throws IOException {
        Random r = new Random(42);
        Set<String> seen = new HashSet<>(words * 2);
        List<String> list = new ArrayList<>(words);
        StringBuilder b = new StringBuilder();
        while (list.size() < words) {
            b.setLength(0);
            int syllables = 1 + Math.min(3, (int) Math.abs(r.nextGaussian() * 1.2));
            for (int s = 0; s < syllables; s++) {
                b.append(pick(ONSETS, r)).append(pick(VOWELS, r)).append(pick(CODAS, r));
            }
            b.append(pick(SUFFIXES, r));
            if (b.length() < 3 || b.length() > 14) {
                continue;
            }
            if (r.nextInt(10) == 0) {
                b.setCharAt(0, Character.toUpperCase(b.charAt(0)));
            }
            String w = b.toString();
            if (seen.add(w)) {
                list.add(w);
            }
        }
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (int rank = 1; rank <= list.size(); rank++) {
                long count = Math.max(1, (long) (2e7 / Math.pow(rank, 1.2)));
                w.write(list.get(rank - 1));
                w.write(' ');
                w.write(Long.toString(count));
                w.write('\n');
            }
        }
    }

    /** Skewed towards the start of the array: common pieces are common. */
    private static String pick(String[] a, Random r) {
        double u = r.nextDouble();
        return a[(int) (a.length * u * u)];
    }

    static List<WordCount> read(Path table) throws IOException {
        List<WordCount> words = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(table, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                int sp = line.lastIndexOf(' ');
                words.add(new WordCount(line.substring(0, sp), Long.parseLong(line.substring(sp + 1))));
            }
        }
        return words;
    }

    static void learn(Path table, int merges, Path codesOut) throws IOException {
        List<WordCount> words = read(table);
        long start = System.nanoTime();
        BpeCodes codes = new BpeLearner(merges, 2).learn(words.iterator());
        double s = (System.nanoTime() - start) / 1e9;
        Files.writeString(codesOut, codes.text(), StandardCharsets.UTF_8);
        Runtime rt = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "learn: %d distinct words, %d merges in %.2f s (heap in use at end %d MB)%n",
                words.size(), codes.size(), s, (rt.totalMemory() - rt.freeMemory()) >> 20);
    }

    static void apply(Path table, Path codesFile) throws IOException {
        BpeCodes codes;
        try (BufferedReader in = Files.newBufferedReader(codesFile, StandardCharsets.UTF_8)) {
            codes = BpeCodes.read(in);
        }
        List<WordCount> words = read(table);
        // running text: 10 million tokens drawn with the table's frequencies (so common words repeat,
        // as in text), then every distinct word once (the applier's cache misses, its worst case)
        long[] cumulative = new long[words.size()];
        long total = 0;
        for (int i = 0; i < words.size(); i++) {
            total += words.get(i).count();
            cumulative[i] = total;
        }
        Random r = new Random(7);
        List<String> text = new ArrayList<>();
        for (int i = 0; i < 10_000_000; i++) {
            long x = (long) (r.nextDouble() * total);
            int at = java.util.Arrays.binarySearch(cumulative, x + 1);
            text.add(words.get(at >= 0 ? at : -at - 1).word());
        }
        run("running text (Zipf draws)", text, codes);
        List<String> distinct = new ArrayList<>();
        for (WordCount w : words) {
            distinct.add(w.word());
        }
        java.util.Collections.shuffle(distinct, new Random(7));
        run("every distinct word once", distinct, codes);
    }

    private static void run(String what, List<String> tokens, BpeCodes codes) {
        BpeApplier bpe = new BpeApplier(codes);
        long bytes = 0;
        long start = System.nanoTime();
        StringBuilder line = new StringBuilder();
        long out = 0;
        for (int i = 0; i < tokens.size(); i++) {
            line.append(tokens.get(i)).append(' ');
            if (i % 25 == 24 || i == tokens.size() - 1) {
                String l = line.toString();
                bytes += l.getBytes(StandardCharsets.UTF_8).length;
                out += bpe.segmentLine(l).length();
                line.setLength(0);
            }
        }
        double s = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "apply, one thread, %s: %,d tokens in %.2f s: %.2f M tokens/s, %.1f MB/s of"
                + " input (%,d chars out)%n", what, tokens.size(), s, tokens.size() / s / 1e6, bytes / s / 1e6, out);
    }
}
