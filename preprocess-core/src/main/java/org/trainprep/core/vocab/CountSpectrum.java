package org.trainprep.core.vocab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How many words were seen exactly n times, for each n: enough to tell what share of all tokens
 * the top K words cover, for every K, without keeping the words. Its size is the number of distinct
 * counts, which is below {@code sqrt(2 * tokens)} (distinct counts n1 < n2 < ... sum to at most
 * the tokens): about 120,000 entries for the full review dump's 7 billion tokens. Mergeable, so
 * each vocabulary reducer keeps its partition's and the driver adds them up.
 */
public final class CountSpectrum {

    private final TreeMap<Long, Long> wordsByCount = new TreeMap<>();
    /** Words no vocabulary keeps ({@link TopWords#keepable}): their tokens count, but no K covers them. */
    private long unkeptWords;
    private long unkeptTokens;

    /** One word seen {@code count} times in all. */
    public void add(long count) {
        add(count, 1);
    }

    /** {@code words} words, each seen {@code count} times. */
    public void add(long count, long words) {
        if (count > 0 && words > 0) {
            wordsByCount.merge(count, words, Long::sum);
        }
    }

    /** {@code words} words each seen {@code count} times that no vocabulary may keep (longer than a word can be). */
    public void addUnkept(long count, long words) {
        if (count > 0 && words > 0) {
            unkeptWords += words;
            unkeptTokens += count * words;
        }
    }

    public void merge(CountSpectrum other) {
        other.wordsByCount.forEach(this::add);
        unkeptWords += other.unkeptWords;
        unkeptTokens += other.unkeptTokens;
    }

    /** The words {@link #addUnkept} counted. */
    public long unkeptWords() {
        return unkeptWords;
    }

    /** Their tokens. */
    public long unkeptTokens() {
        return unkeptTokens;
    }

    /** count -> words, ascending by count. */
    public Map<Long, Long> wordsByCount() {
        return java.util.Collections.unmodifiableMap(wordsByCount);
    }

    public long distinctWords() {
        return wordsByCount.values().stream().mapToLong(Long::longValue).sum() + unkeptWords;
    }

    public long tokens() {
        long t = unkeptTokens;
        for (Map.Entry<Long, Long> e : wordsByCount.entrySet()) {
            t += e.getKey() * e.getValue();
        }
        return t;
    }

    /** A point of the coverage curve: the top {@code k} words account for {@code tokens} tokens. */
    public record Coverage(long k, long tokens, double share) {
    }

    /**
     * Coverage at each of {@code ks} (ascending; a K past the distinct words covers all but the
     * tokens of words no vocabulary keeps), walking the counts from the highest down once.
     */
    public List<Coverage> coverage(List<Long> ks) {
        long total = tokens();
        List<Coverage> out = new ArrayList<>();
        long taken = 0;
        long covered = 0;
        var it = wordsByCount.descendingMap().entrySet().iterator();
        Map.Entry<Long, Long> current = it.hasNext() ? it.next() : null;
        long leftInCurrent = current == null ? 0 : current.getValue();
        for (long k : ks) {
            while (taken < k && current != null) {
                long take = Math.min(k - taken, leftInCurrent);
                taken += take;
                covered += take * current.getKey();
                leftInCurrent -= take;
                if (leftInCurrent == 0) {
                    current = it.hasNext() ? it.next() : null;
                    leftInCurrent = current == null ? 0 : current.getValue();
                }
            }
            out.add(new Coverage(k, covered, total == 0 ? 0 : (double) covered / total));
        }
        return out;
    }

    /** 1, 2, 5, 10, 20, 50, ... up to the distinct words, with {@code chosen} among them. */
    public List<Long> curveKs(long chosen) {
        java.util.TreeSet<Long> ks = new java.util.TreeSet<>();
        long distinct = distinctWords();
        for (long decade = 1; decade <= Math.max(distinct, 1); decade *= 10) {
            for (long m : new long[]{1, 2, 5}) {
                if (decade * m <= distinct) {
                    ks.add(decade * m);
                }
            }
        }
        if (distinct > 0) {
            ks.add(distinct);
        }
        if (chosen > 0) {
            ks.add(chosen);
        }
        return new ArrayList<>(ks);
    }
}
