package org.trainprep.testdata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes a CaPUMS5full-shaped CSV: the quoted header, then rows of the twelve 0/1 columns with
 * plausible correlations (employment depends on age proxy, degree and ability), {@code NA}
 * values at {@code missingRate} and invalid rows (wrong arity, out-of-schema values, garbage)
 * at {@code invalidRate}. Deterministic for a seed.
 *
 * <pre>java -cp testdata.jar org.trainprep.testdata.CensusGenerator --rows 1200000 --seed 7 --output CaPUMS5full.csv</pre>
 */
public final class CensusGenerator {

    static final String HEADER = "\"sex\",\"married\",\"black\",\"asian\",\"collegedegree\",\"employed\","
            + "\"militaryservice\",\"uscitizen\",\"disability\",\"englishability\",\"blackfemale\",\"targetted\"";

    private final SplittableRandom random;
    private final double missingRate;
    private final double invalidRate;

    public CensusGenerator(long seed, double missingRate, double invalidRate) {
        this.random = new SplittableRandom(seed);
        this.missingRate = missingRate;
        this.invalidRate = invalidRate;
    }

    public void write(Path out, long rows) throws IOException {
        try (Writer w = new BufferedWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8), 1 << 16)) {
            w.write(HEADER);
            w.write('\n');
            StringBuilder sb = new StringBuilder(64);
            for (long i = 0; i < rows; i++) {
                sb.setLength(0);
                row(sb);
                w.append(sb).append('\n');
            }
        }
    }

    void row(StringBuilder sb) {
        if (invalidRate > 0 && random.nextDouble() < invalidRate) {
            switch (random.nextInt(3)) {
                case 0 -> sb.append("1,0,1,0,0,1,0,1");
                case 1 -> sb.append("1,2,0,0,0,1,0,1,0,1,0,0");
                default -> sb.append("#### corrupted block ####");
            }
            return;
        }
        int sex = bit(0.5);
        int married = bit(0.5);
        int black = bit(0.07);
        int asian = bit(0.13);
        int college = bit(0.3);
        int military = bit(0.05);
        int citizen = bit(0.85);
        int disability = bit(0.1);
        int english = bit(0.9);
        double p = 0.35 + 0.25 * college + 0.15 * english - 0.3 * disability + 0.05 * married;
        int employed = bit(Math.max(0.02, Math.min(0.95, p)));
        int blackFemale = black == 1 && sex == 0 ? 1 : 0;
        int[] v = {sex, married, black, asian, college, employed, military, citizen, disability, english, blackFemale,
                employed == 0 && college == 1 ? 1 : 0};
        for (int i = 0; i < v.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            if (i < 10 && missingRate > 0 && random.nextDouble() < missingRate) {
                sb.append("NA");
            } else {
                sb.append(v[i]);
            }
        }
    }

    private int bit(double p) {
        return random.nextDouble() < p ? 1 : 0;
    }

    public static void main(String[] args) throws IOException {
        long rows = -1;
        long seed = 7;
        double missing = 0.002;
        double invalid = 0.001;
        Path out = null;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--rows" -> rows = Long.parseLong(args[i + 1]);
                case "--seed" -> seed = Long.parseLong(args[i + 1]);
                case "--missing-rate" -> missing = Double.parseDouble(args[i + 1]);
                case "--invalid-rate" -> invalid = Double.parseDouble(args[i + 1]);
                case "--output" -> out = Path.of(args[i + 1]);
                default -> {
                    System.err.println("unknown option " + args[i]
                            + ": use --rows N --output FILE [--seed S] [--missing-rate R] [--invalid-rate R]");
                    System.exit(2);
                }
            }
        }
        if (rows < 0 || out == null || args.length % 2 != 0) {
            System.err.println("usage: --rows N --output FILE [--seed S] [--missing-rate R] [--invalid-rate R]");
            System.exit(2);
        }
        new CensusGenerator(seed, missing, invalid).write(out, rows);
    }
}
