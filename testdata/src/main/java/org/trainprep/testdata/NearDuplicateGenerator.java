package org.trainprep.testdata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Review lines with planted near copies, and the truth about them: {@code base} texts (words as
 * {@link ReviewGenerator} draws them, 60-240 a text), a third of them followed later by a
 * {@code near} copy with one or two words replaced by other words, a tenth by a {@code far}
 * variant with 45% of its words replaced, a tenth by an {@code exact} copy. A copy always comes
 * after its base, at a random later place.
 *
 * <p>The truth file has one line per review line: its byte offset, its kind, and the byte offset
 * of its base (its own for a base), tab-separated.
 */
public final class NearDuplicateGenerator {

    /** What a line is. */
    public enum Kind { BASE, NEAR, FAR, EXACT }

    /** A line as the truth file lists it. */
    public record Truth(long offset, Kind kind, long baseOffset) {
    }

    private NearDuplicateGenerator() {
    }

    private record Item(double at, Kind kind, int base, String[] words, int rating) {
    }

    /** Writes {@code bases} base texts and their copies to {@code out}; returns the truth, line by line. */
    public static List<Truth> write(Path out, int bases, long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        ReviewGenerator words = new ReviewGenerator(seed, 0, 0, 60, 200_000);
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < bases; i++) {
            String[] text = words.words(60 + random.nextInt(181));
            items.add(new Item(i, Kind.BASE, i, text, 1 + random.nextInt(5)));
            double u = random.nextDouble();
            Kind copy = u < 1.0 / 3 ? Kind.NEAR : u < 1.0 / 3 + 0.1 ? Kind.FAR : u < 1.0 / 3 + 0.2 ? Kind.EXACT : null;
            if (copy == null) {
                continue;
            }
            String[] changed = text.clone();
            int replace = copy == Kind.NEAR ? 1 + random.nextInt(2) : copy == Kind.FAR ? (int) Math.round(0.45 * text.length) : 0;
            List<Integer> places = new ArrayList<>();
            for (int p = 0; p < text.length; p++) {
                places.add(p);
            }
            for (int r = 0; r < replace; r++) {
                int pick = places.remove(random.nextInt(places.size()));
                // a rarer word than most: a replaced word is a different word after cleaning too
                String w;
                do {
                    w = words.words(1)[0];
                } while (w.equals(text[pick]) || w.length() < 4);
                changed[pick] = w;
            }
            items.add(new Item(i + 0.5 + random.nextDouble() * (bases - i), copy, i, changed, 1 + random.nextInt(5)));
        }
        items.sort(Comparator.comparingDouble(Item::at));
        long[] baseOffset = new long[bases];
        List<Truth> truth = new ArrayList<>();
        long offset = 0;
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Item item : items) {
                String line = "{\"reviewerID\": \"N" + truth.size() + "\", \"overall\": " + item.rating() + ".0, \"reviewText\": \""
                        + String.join(" ", item.words()) + ".\"}\n";
                if (item.kind() == Kind.BASE) {
                    baseOffset[item.base()] = offset;
                }
                truth.add(new Truth(offset, item.kind(), baseOffset[item.base()]));
                w.write(line);
                offset += line.getBytes(StandardCharsets.UTF_8).length;
            }
        }
        return truth;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("use: NearDuplicateGenerator BASES SEED OUTPUT.json (the truth goes to OUTPUT.json.truth.tsv)");
            System.exit(2);
        }
        Path out = Path.of(args[2]);
        List<Truth> truth = write(out, Integer.parseInt(args[0]), Long.parseLong(args[1]));
        try (BufferedWriter w = Files.newBufferedWriter(Path.of(args[2] + ".truth.tsv"), StandardCharsets.UTF_8)) {
            for (Truth t : truth) {
                w.write(t.offset() + "\t" + t.kind().name().toLowerCase(java.util.Locale.ROOT) + "\t" + t.baseOffset() + "\n");
            }
        }
    }
}
