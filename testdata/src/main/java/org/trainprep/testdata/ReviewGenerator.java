package org.trainprep.testdata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;

/**
 * Writes review JSON lines that look like the public Amazon dumps: both the 2014 shape
 * ({@code helpful}) and the 2018 shape ({@code vote} as a string, {@code style},
 * {@code verified}, varying key order), Zipf-distributed words with stop words, punctuation,
 * apostrophes and some non-ASCII, a skewed rating distribution, repeated texts (one review
 * listed per product variant) and an optional share of invalid lines.
 *
 * <p>Deterministic: the same options give the same bytes on every machine. Used for the
 * bundled sample and for benchmark inputs of any size.
 *
 * <pre>java -cp testdata.jar org.trainprep.testdata.ReviewGenerator --records 1000000 --seed 7 --output big.json.gz</pre>
 */
public final class ReviewGenerator {

    private static final String[] WORDS = (
            "the i it and a to is this for of my not with but on was that in you have great so "
            + "are they be as very one product use good it's like just would well work don't "
            + "phone case love can all get if quality will these price up out fit easy nice really "
            + "charger battery screen cable time does much more than no back also when or only "
            + "which too been them what little bought recommend had used using after because then "
            + "other even perfect better works fits looks color size buy i'm about could first "
            + "day hair skin smell scent lotion bottle cream soap shampoo soft dry light small "
            + "long still made make problem without over bad cheap disappointed returned broke "
            + "worked happy excellent awesome amazing love loved favorite best worst hold charge "
            + "charging fast slow thin thick sturdy cheaply flimsy durable protect protection "
            + "drop dropped cracked scratch scratches clear bright dark hand hands pocket fine "
            + "ordered arrived quickly package packaging described picture expected exactly "
            + "money worth waste value deal gift daughter son wife husband friend everyone "
            + "review stars star though however overall definitely highly again never ever "
            + "always sure feel feels look nice pretty beautiful ugly cute item items order "
            + "можно café naïve crème 👍 y'all 'em couldn't isn't wasn't doesn't can't won't").split(" ");

    private static final String[] KEYS_2018 = {"overall", "verified", "reviewTime", "reviewerID", "asin",
            "style", "reviewerName", "reviewText", "summary", "unixReviewTime", "vote"};

    /** Syllables of the words beyond {@link #WORDS}: pronounceable, 2-5 of them a word. */
    private static final String[] SYLLABLES = {"ka", "lo", "mi", "ne", "ra", "to", "su", "vi", "pe", "do", "la",
            "ri", "an", "el", "or", "us", "ba", "ce", "fi", "go", "hu", "ja", "ke", "ly", "mo", "nu", "pi", "qua", "se",
            "ti", "ve", "wo"};

    private final SplittableRandom random;
    private final double invalidRate;
    private final double duplicateRate;
    private final double meanWords;
    private final String[] words;
    private final double[] cumulative;
    private final String[] recent = new String[512];
    private long produced;

    public ReviewGenerator(long seed, double invalidRate, double duplicateRate) {
        this(seed, invalidRate, duplicateRate, 35, WORDS.length);
    }

    /**
     * A generator of a chosen shape.
     *
     * @param meanWords  mean words a text (exponentially distributed, at least 2): 35 gives about
     *                   385 bytes a line, 60 about 570 (the real dumps' shape)
     * @param vocabulary distinct words drawn from (Zipf, exponent 1.05): the common English review
     *                   words first, then made-up words of 2-5 syllables; real dumps have hundreds of
     *                   thousands of distinct words
     */
    public ReviewGenerator(long seed, double invalidRate, double duplicateRate, double meanWords, int vocabulary) {
        this.random = new SplittableRandom(seed);
        this.invalidRate = invalidRate;
        this.duplicateRate = duplicateRate;
        this.meanWords = meanWords;
        this.words = new String[Math.max(vocabulary, 1)];
        for (int i = 0; i < words.length; i++) {
            words[i] = i < WORDS.length ? WORDS[i] : madeUp(i);
        }
        this.cumulative = new double[words.length];
        double sum = 0;
        for (int i = 0; i < words.length; i++) {
            sum += 1.0 / Math.pow(i + 1, 1.05);
            cumulative[i] = sum;
        }
        for (int i = 0; i < cumulative.length; i++) {
            cumulative[i] /= sum;
        }
    }

    /** Writes {@code records} lines to {@code out}; a name ending in .gz is gzip-compressed. */
    public void write(Path out, long records) throws IOException {
        OutputStream os = Files.newOutputStream(out);
        if (out.getFileName().toString().endsWith(".gz")) {
            os = new GZIPOutputStream(os, 1 << 16);
        }
        try (Writer w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16)) {
            StringBuilder line = new StringBuilder(1024);
            for (long i = 0; i < records; i++) {
                line.setLength(0);
                nextLine(line);
                w.append(line).append('\n');
            }
        }
    }

    /** Appends the next record (without newline). */
    public void nextLine(StringBuilder sb) {
        long n = produced++;
        if (invalidRate > 0 && random.nextDouble() < invalidRate) {
            invalidLine(sb, n);
            return;
        }
        String text;
        if (n > 0 && random.nextDouble() < duplicateRate) {
            text = recent[random.nextInt((int) Math.min(n, recent.length))];
        } else {
            text = text();
        }
        if (text == null) {
            text = text();
        }
        recent[(int) (n % recent.length)] = text;
        int rating = rating();
        if (random.nextBoolean()) {
            line2014(sb, n, text, rating);
        } else {
            line2018(sb, n, text, rating);
        }
    }

    private void line2014(StringBuilder sb, long n, String text, int rating) {
        int total = random.nextInt(5);
        sb.append("{\"reviewerID\": \"A").append(Long.toString(n * 7919 % 1_000_003, 36).toUpperCase())
                .append("\", \"asin\": \"B").append(String.format(java.util.Locale.ROOT, "%09d", n / 3))
                .append("\", \"reviewerName\": \"Reviewer ").append(n % 977)
                .append("\", \"helpful\": [").append(random.nextInt(total + 1)).append(", ").append(total)
                .append("], \"reviewText\": ");
        quote(sb, text);
        sb.append(", \"overall\": ").append(rating).append(".0, \"summary\": ");
        quote(sb, summary());
        long time = 1_200_000_000L + n * 37 % 200_000_000L;
        sb.append(", \"unixReviewTime\": ").append(time).append(", \"reviewTime\": \"")
                .append(1 + n % 12).append(' ').append(1 + n % 28).append(", ").append(2008 + n % 7).append("\"}");
    }

    private void line2018(StringBuilder sb, long n, String text, int rating) {
        int rotate = random.nextInt(KEYS_2018.length);
        sb.append('{');
        for (int k = 0; k < KEYS_2018.length; k++) {
            String key = KEYS_2018[(k + rotate) % KEYS_2018.length];
            if (key.equals("vote") && random.nextInt(10) != 0 || key.equals("style") && random.nextInt(8) == 0) {
                continue;
            }
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append('"').append(key).append("\": ");
            switch (key) {
                case "overall" -> sb.append(rating).append(".0");
                case "verified" -> sb.append(random.nextBoolean());
                case "reviewTime" -> sb.append("\"0").append(1 + n % 9).append(" ").append(1 + n % 28).append(", 2018\"");
                case "reviewerID" -> sb.append("\"A").append(Long.toString(n * 104729 % 9_999_991, 36).toUpperCase()).append('"');
                case "asin" -> sb.append("\"B").append(String.format(java.util.Locale.ROOT, "%09d", n / 4)).append('"');
                case "style" -> sb.append("{\"Size:\": \" ").append(1 + n % 5).append(" oz\"}");
                case "reviewerName" -> sb.append("\"Shopper ").append(n % 1013).append('"');
                case "reviewText" -> quote(sb, text);
                case "summary" -> quote(sb, summary());
                case "unixReviewTime" -> sb.append(1_500_000_000L + n * 61 % 60_000_000L);
                case "vote" -> sb.append('"').append(2 + random.nextInt(40)).append('"');
                default -> throw new IllegalStateException(key);
            }
        }
        sb.append('}');
    }

    private void invalidLine(StringBuilder sb, long n) {
        switch (random.nextInt(6)) {
            case 0 -> sb.append("<html>502 Bad Gateway</html>");
            case 1 -> sb.append("{\"reviewerID\": \"A").append(n).append("\", \"reviewText\": \"cut off in the mid");
            case 2 -> sb.append("{\"reviewerID\": \"A").append(n).append("\", \"overall\": 4.0, \"summary\": \"no text\"}");
            case 3 -> sb.append("{\"reviewText\": \"rating as a string\", \"overall\": \"5\"}");
            case 4 -> sb.append("{\"reviewText\": \"half a star\", \"overall\": 3.5}");
            default -> sb.append("{\"reviewText\": null, \"overall\": 1.0}");
        }
    }

    /** Word {@code rank} beyond the list: its digits in base 32 as syllables. */
    private static String madeUp(int rank) {
        StringBuilder w = new StringBuilder();
        for (int n = rank; n > 0; n /= SYLLABLES.length) {
            w.append(SYLLABLES[n % SYLLABLES.length]);
        }
        return w.toString();
    }

    /** {@code n} words drawn as texts draw them (Zipf over the vocabulary), lower case. */
    public String[] words(int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = words[zipf()];
        }
        return out;
    }

    private String text() {
        double u = random.nextDouble();
        int len = 2 + (int) Math.min(600, -Math.log(1 - u) * meanWords);
        StringBuilder t = new StringBuilder(len * 7);
        boolean capitalize = true;
        for (int i = 0; i < len; i++) {
            String w = words[zipf()];
            if (capitalize && Character.isLowerCase(w.charAt(0))) {
                t.append(Character.toUpperCase(w.charAt(0))).append(w, 1, w.length());
            } else {
                t.append(w);
            }
            capitalize = false;
            int p = random.nextInt(100);
            if (i == len - 1) {
                t.append(p < 70 ? "." : "!");
            } else if (p < 6) {
                t.append(". ");
                capitalize = true;
            } else if (p < 10) {
                t.append(", ");
            } else if (p < 11) {
                t.append("!! ");
                capitalize = true;
            } else if (p < 12) {
                t.append("\n");
            } else {
                t.append(' ');
            }
        }
        return t.toString();
    }

    private String summary() {
        String[] s = {"Five Stars", "Great", "Not worth it", "Works as described", "Three Stars", "Love it!"};
        return s[random.nextInt(s.length)];
    }

    private int rating() {
        int p = random.nextInt(100);
        return p < 55 ? 5 : p < 75 ? 4 : p < 85 ? 3 : p < 91 ? 2 : 1;
    }

    private int zipf() {
        double u = random.nextDouble();
        int lo = 0;
        int hi = cumulative.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (cumulative[mid] < u) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                default -> sb.append(c);
            }
        }
        sb.append('"');
    }

    public static void main(String[] args) throws IOException {
        long records = -1;
        long seed = 42;
        double invalid = 0.005;
        double duplicates = 0.15;
        double meanWords = 35;
        int vocabulary = WORDS.length;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : null;
            switch (a) {
                case "--records" -> records = Long.parseLong(v);
                case "--seed" -> seed = Long.parseLong(v);
                case "--invalid-rate" -> invalid = Double.parseDouble(v);
                case "--duplicate-rate" -> duplicates = Double.parseDouble(v);
                case "--mean-words" -> meanWords = Double.parseDouble(v);
                case "--vocabulary" -> vocabulary = Integer.parseInt(v);
                case "--realistic" -> {
                    // the real dumps' shape: ~570 bytes a line, ~95% distinct texts, a large vocabulary
                    meanWords = 60;
                    vocabulary = 200_000;
                    duplicates = 0.05;
                    i--;
                }
                case "--output" -> out = Path.of(v);
                default -> {
                    System.err.println("unknown option " + a
                            + ": use --records N --output FILE [--seed S] [--invalid-rate R] [--duplicate-rate R]"
                            + " [--mean-words W] [--vocabulary N] [--realistic]");
                    System.exit(2);
                }
            }
            i++;
        }
        if (records < 0 || out == null) {
            System.err.println("missing option: use --records N --output FILE [--seed S] [--invalid-rate R] [--duplicate-rate R]");
            System.exit(2);
        }
        new ReviewGenerator(seed, invalid, duplicates, meanWords, vocabulary).write(out, records);
    }
}
