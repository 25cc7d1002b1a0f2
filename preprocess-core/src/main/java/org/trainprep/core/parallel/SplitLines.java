package org.trainprep.core.parallel;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per side, the number of its first line for each split start: the prefix sums of the first
 * pass's line counts, on either engine. The two sides are split independently, and a pair is the
 * two lines of one number. As text ({@code side start lines} a line) for the tasks of the second
 * pass; a split it does not know fails the task (the splits must be the first pass's).
 */
public final class SplitLines implements java.io.Serializable {

    private final List<TreeMap<Long, Long>> firstLine = List.of(new TreeMap<>(), new TreeMap<>());
    private final long[] total = new long[2];

    public static String record(int side, long start, long lines) {
        return side + " " + start + " " + lines;
    }

    /** From pass 1's records, in any order. */
    public static SplitLines of(List<String> records) {
        List<TreeMap<Long, Long>> counts = List.of(new TreeMap<>(), new TreeMap<>());
        for (String r : records) {
            String[] f = r.trim().split(" ");
            counts.get(Integer.parseInt(f[0])).merge(Long.parseLong(f[1]), Long.parseLong(f[2]), Long::sum);
        }
        SplitLines s = new SplitLines();
        for (int side = 0; side < 2; side++) {
            long n = 0;
            for (Map.Entry<Long, Long> e : counts.get(side).entrySet()) {
                s.firstLine.get(side).put(e.getKey(), n);
                n += e.getValue();
            }
            s.total[side] = n;
        }
        return s;
    }

    public long lines(int side) {
        return total[side];
    }

    public long firstLine(int side, long splitStart) throws IOException {
        Long first = firstLine.get(side).get(splitStart);
        if (first == null) {
            throw new IOException("split at byte " + splitStart + " of side " + side + " was not counted by pass 1:"
                    + " the two passes split the input differently");
        }
        return first;
    }

    public String text() {
        StringBuilder b = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            b.append("total ").append(side).append(' ').append(total[side]).append('\n');
            for (Map.Entry<Long, Long> e : firstLine.get(side).entrySet()) {
                b.append(side).append(' ').append(e.getKey()).append(' ').append(e.getValue()).append('\n');
            }
        }
        return b.toString();
    }

    public static SplitLines parse(String text) {
        SplitLines s = new SplitLines();
        for (String line : text.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(" ");
            if (f[0].equals("total")) {
                s.total[Integer.parseInt(f[1])] = Long.parseLong(f[2]);
            } else {
                s.firstLine.get(Integer.parseInt(f[0])).put(Long.parseLong(f[1]), Long.parseLong(f[2]));
            }
        }
        return s;
    }
}
