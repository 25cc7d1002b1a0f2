package org.trainprep.mr.parallel;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per side, the number of its first line for each split start: the prefix sums of pass 1's line
 * counts. Written to the run's work directory as text ({@code side start lines} a line) and read by
 * every task of pass 2; a split it does not know fails the task (the splits must be pass 1's).
 */
final class SplitLines {

    private final List<TreeMap<Long, Long>> firstLine = List.of(new TreeMap<>(), new TreeMap<>());
    private final long[] total = new long[2];

    static String record(int side, long start, long lines) {
        return side + " " + start + " " + lines;
    }

    /** From pass 1's records, in any order. */
    static SplitLines of(List<String> records) {
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

    long lines(int side) {
        return total[side];
    }

    long firstLine(int side, long splitStart) throws IOException {
        Long first = firstLine.get(side).get(splitStart);
        if (first == null) {
            throw new IOException("split at byte " + splitStart + " of side " + side + " was not counted by pass 1:"
                    + " the two passes split the input differently");
        }
        return first;
    }

    String text() {
        StringBuilder b = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            b.append("total ").append(side).append(' ').append(total[side]).append('\n');
            for (Map.Entry<Long, Long> e : firstLine.get(side).entrySet()) {
                b.append(side).append(' ').append(e.getKey()).append(' ').append(e.getValue()).append('\n');
            }
        }
        return b.toString();
    }

    static SplitLines parse(String text) {
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

    static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        for (String l : text.split("\n")) {
            if (!l.isEmpty()) {
                out.add(l);
            }
        }
        return out;
    }
}
