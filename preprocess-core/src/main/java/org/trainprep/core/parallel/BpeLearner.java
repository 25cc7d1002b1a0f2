package org.trainprep.core.parallel;

import org.trainprep.core.vocab.WordCount;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Learns BPE merges from a word table with subword-nmt's {@code learn_bpe.py} (version 0.2)
 * semantics, so the codes are byte-identical to the reference's on the same words:
 * <ul>
 * <li>a word is its characters (code points) with {@code </w>} glued to the last one;</li>
 * <li>each step merges the pair with the highest count, ties to the greatest pair, compared as
 * Python compares tuples of strings (code point order);</li>
 * <li>the reference counts into a pruned table and a full one ({@code stats} and
 * {@code big_stats}) and reloads the pruned one when its best pair falls below a threshold; which
 * pair wins at low counts depends on that bookkeeping (a pruned pair's count is partial when a
 * symbol formed again by another merge meets it), so it is kept exactly, down to how a pruned
 * entry is folded back.</li>
 * </ul>
 * What makes it fast is where the reference scans: each pruned and full table has a heap for its
 * best pair, and each pair a list of the words it occurs in, so a merge touches only those words.
 * Memory is the word table as symbol ids plus two pair tables: about 100 bytes a distinct word.
 */
public final class BpeLearner {

    private final int merges;
    private final long minFrequency;

    /**
     * @param merges       merge operations to learn ({@code --symbols} / {@code -s})
     * @param minFrequency stop when no pair occurs this often ({@code --min-frequency}), at least 1
     */
    public BpeLearner(int merges, long minFrequency) {
        if (merges < 0) {
            throw new IllegalArgumentException("merges must be >= 0, was " + merges);
        }
        if (minFrequency < 1) {
            throw new IllegalArgumentException("min frequency must be >= 1, was " + minFrequency);
        }
        this.merges = merges;
        this.minFrequency = minFrequency;
    }

    /** Learns from words and their counts (a word must not contain a space; order is irrelevant). */
    public BpeCodes learn(Iterator<WordCount> words) {
        return new Run(words).learn();
    }

    private final class Run {
        private final Symbols symbols = new Symbols();
        private int[][] word = new int[1024][];
        private int[] length = new int[1024];
        private long[] freq = new long[1024];
        private int words;

        /** {@code stats}: counts of the pairs not pruned, partial for some (see class comment). */
        private LongLongMap stats;
        /** {@code big_stats}: every pair's count as last folded back. */
        private LongLongMap big;
        private final PairHeap statsHeap;
        private final PairHeap bigHeap;
        /** keys whose {@code big_stats} entry is negative: a reload doubles them, as the reference does */
        private final LongLongMap negativeBig = new LongLongMap(16);
        private final Postings postings = new Postings();
        /** scratch per word for summing a pair's index entries */
        private int[] counts = new int[1024];
        private int[] marks = new int[1024];
        private int stamp;

        Run(Iterator<WordCount> input) {
            while (input.hasNext()) {
                WordCount wc = input.next();
                if (wc.count() == 0 || wc.word().isEmpty()) {
                    continue;
                }
                add(wc.word(), wc.count());
            }
            statsHeap = new PairHeap(symbols);
            bigHeap = new PairHeap(symbols);
        }

        private void add(String w, long count) {
            if (words == word.length) {
                int n = words * 2;
                word = Arrays.copyOf(word, n);
                length = Arrays.copyOf(length, n);
                freq = Arrays.copyOf(freq, n);
                counts = Arrays.copyOf(counts, n);
                marks = Arrays.copyOf(marks, n);
            }
            int[] cps = w.codePoints().toArray();
            int[] ids = new int[cps.length];
            for (int i = 0; i < cps.length - 1; i++) {
                ids[i] = symbols.id(new String(cps, i, 1));
            }
            ids[cps.length - 1] = symbols.id(new String(cps, cps.length - 1, 1) + BpeCodes.END_OF_WORD);
            word[words] = ids;
            length[words] = ids.length;
            freq[words] = count;
            words++;
        }

        BpeCodes learn() {
            List<String[]> out = new ArrayList<>();
            // grows as pairs are found: distinct pairs are far fewer than pair occurrences
            stats = new LongLongMap(1 << 16);
            for (int j = 0; j < words; j++) {
                int[] w = word[j];
                for (int k = 0; k + 1 < length[j]; k++) {
                    long p = pair(w[k], w[k + 1]);
                    stats.add(p, freq[j]);
                    postings.add(p, j);
                }
            }
            if (stats.size() == 0) {
                return new BpeCodes(out);
            }
            big = stats.copy();
            statsHeap.rebuild(stats);
            bigHeap.rebuild(big);
            double threshold = statsHeap.best(stats).value() / 10.0;
            long mostFrequent = 0;
            for (int i = 0; i < merges; i++) {
                PairHeap.Top top = stats.size() == 0 ? null : statsHeap.best(stats);
                if (top != null) {
                    mostFrequent = top.key();
                }
                if (top == null || (i != 0 && top.value() < threshold)) {
                    // the pruned table's best may be wrong: fold it into the full one and reload
                    prune(threshold);
                    PairHeap.Top best = reloadBest();
                    mostFrequent = best.key();
                    threshold = best.value() * (double) i / (i + 10000.0);
                    reload(threshold);
                }
                if (stats.get(mostFrequent) < minFrequency) {
                    break;
                }
                int first = (int) (mostFrequent >>> 32);
                int second = (int) mostFrequent;
                out.add(new String[] {symbols.text(first), symbols.text(second)});
                merge(mostFrequent, first, second);
                setStats(mostFrequent, 0);
                if (i % 100 == 0) {
                    prune(threshold);
                }
            }
            return new BpeCodes(out);
        }

        /** {@code prune_stats}: a pair under the threshold leaves the pruned table for the full one. */
        private void prune(double threshold) {
            long[][] entries = stats.snapshot();
            long[] keys = entries[0];
            long[] values = entries[1];
            for (int n = 0; n < keys.length; n++) {
                long v = values[n];
                if (v < threshold) {
                    stats.remove(keys[n]);
                    setBig(keys[n], v < 0 ? big.get(keys[n]) + v : v);
                }
            }
            statsHeap.rebuild(stats);
        }

        /** The best pair of the full table (after a prune has folded everything into it). */
        private PairHeap.Top reloadBest() {
            return bigHeap.best(big);
        }

        /** {@code stats = deepcopy(big_stats)} then a prune at the new threshold. */
        private void reload(double threshold) {
            // what stays: every full-table pair at or above the threshold
            stats = new LongLongMap(64);
            for (long key : bigHeap.atLeast(big, threshold)) {
                stats.put(key, big.get(key));
            }
            // what the prune moves back is unchanged, but for negative entries, which it adds twice
            if (negativeBig.size() > 0) {
                long[] keys = negativeBig.snapshot()[0];
                for (long key : keys) {
                    long v = big.get(key);
                    if (v < threshold) {
                        setBig(key, v + v);
                    }
                }
            }
            statsHeap.rebuild(stats);
        }

        private void setStats(long key, long value) {
            stats.put(key, value);
            statsHeap.push(key, value);
        }

        private void addStats(long key, long delta) {
            statsHeap.push(key, stats.add(key, delta));
        }

        private void setBig(long key, long value) {
            big.put(key, value);
            bigHeap.push(key, value);
            if (value < 0) {
                negativeBig.put(key, 1);
            } else {
                negativeBig.remove(key);
            }
        }

        /**
         * {@code replace_pair} and {@code update_pair_statistics} for one merge: every word the
         * pair's index counts at least once is rewritten and its counts updated, even when the
         * index is off (the reference's updates double-count around a symbol that already existed,
         * and its index follows them).
         */
        private void merge(long pairKey, int first, int second) {
            int merged = symbols.id(symbols.text(first) + symbols.text(second));
            setStats(pairKey, 0);
            for (int j : postings.take(pairKey)) {
                int[] old = Arrays.copyOf(word[j], length[j]);
                int[] now = replace(old, first, second, merged);
                word[j] = now;
                length[j] = now.length;
                update(j, old, now, first, second, merged);
            }
        }

        /** Every non-overlapping occurrence, left to right, as the reference's regex substitutes. */
        private int[] replace(int[] old, int first, int second, int merged) {
            int[] out = new int[old.length];
            int n = 0;
            for (int k = 0; k < old.length; k++) {
                if (k + 1 < old.length && old[k] == first && old[k + 1] == second) {
                    out[n++] = merged;
                    k++;
                } else {
                    out[n++] = old[k];
                }
            }
            return n == old.length ? old : Arrays.copyOf(out, n);
        }

        /** The count changes the reference makes for one changed word, with its skip rules. */
        private void update(int j, int[] old, int[] now, int first, int second, int merged) {
            long f = freq[j];
            int i = 0;
            while (true) {
                i = indexOf(old, first, i);
                if (i < 0) {
                    break;
                }
                if (i < old.length - 1 && old[i + 1] == second) {
                    if (i > 0) {
                        long p = pair(old[i - 1], old[i]);
                        addStats(p, -f);
                        postings.remove(p, j);
                    }
                    if (i < old.length - 2) {
                        if (old[i + 2] != first || i >= old.length - 3 || old[i + 3] != second) {
                            long p = pair(old[i + 1], old[i + 2]);
                            addStats(p, -f);
                            postings.remove(p, j);
                        }
                    }
                    i += 2;
                } else {
                    i += 1;
                }
            }
            i = 0;
            while (true) {
                i = indexOf(now, merged, i);
                if (i < 0) {
                    break;
                }
                if (i > 0) {
                    long p = pair(now[i - 1], now[i]);
                    addStats(p, f);
                    postings.add(p, j);
                }
                if (i < now.length - 1 && now[i + 1] != merged) {
                    long p = pair(now[i], now[i + 1]);
                    addStats(p, f);
                    postings.add(p, j);
                }
                i += 1;
            }
        }

        /**
         * {@code indices}: per pair, how often the reference's index counts it in each word, kept
         * as a list of +1 ({@code j}) and -1 ({@code ~j}) entries, summed when the pair is merged
         * and compacted when a list doubles, so memory follows the live entries.
         */
        private final class Postings {
            private final LongLongMap slots = new LongLongMap(1 << 16);
            private int[][] lists = new int[1 << 16][];
            private int[] sizes = new int[1 << 16];
            private int[] compacted = new int[1 << 16];
            private int used;

            void add(long pair, int wordIndex) {
                append(pair, wordIndex);
            }

            void remove(long pair, int wordIndex) {
                append(pair, ~wordIndex);
            }

            private void append(long pair, int entry) {
                int slot = (int) slots.get(pair) - 1;
                if (slot < 0) {
                    if (used == lists.length) {
                        lists = Arrays.copyOf(lists, used * 2);
                        sizes = Arrays.copyOf(sizes, used * 2);
                        compacted = Arrays.copyOf(compacted, used * 2);
                    }
                    slot = used++;
                    slots.put(pair, slot + 1L);
                    lists[slot] = new int[2];
                }
                int[] l = lists[slot];
                int n = sizes[slot];
                if (n == l.length && n >= 64 && n >= 2 * compacted[slot]) {
                    n = compact(slot);
                }
                if (n == l.length) {
                    l = lists[slot] = Arrays.copyOf(l, n * 2);
                }
                l[n] = entry;
                sizes[slot] = n + 1;
            }

            /** The words the pair's index counts at least once; the pair's index is emptied. */
            int[] take(long pair) {
                int slot = (int) slots.get(pair) - 1;
                if (slot < 0) {
                    return new int[0];
                }
                int[] words = net(lists[slot], sizes[slot]);
                int n = 0;
                for (int j : words) {
                    if (counts[j] >= 1) {
                        words[n++] = j;
                    }
                    counts[j] = 0;
                }
                lists[slot] = new int[2];
                sizes[slot] = 0;
                compacted[slot] = 0;
                return Arrays.copyOf(words, n);
            }

            /** Rewrites a list as its net entries per word. */
            private int compact(int slot) {
                int[] l = lists[slot];
                int[] words = net(l, sizes[slot]);
                int n = 0;
                for (int j : words) {
                    int c = counts[j];
                    for (int k = 0; k < Math.abs(c); k++) {
                        l[n++] = c > 0 ? j : ~j;
                    }
                    counts[j] = 0;
                }
                sizes[slot] = n;
                compacted[slot] = n;
                return n;
            }

            /** Sums a list's entries into {@code counts}; returns each word it names once. */
            private int[] net(int[] list, int size) {
                int[] words = new int[size];
                int n = 0;
                stamp++;
                for (int k = 0; k < size; k++) {
                    int e = list[k];
                    int j = e >= 0 ? e : ~e;
                    if (marks[j] != stamp) {
                        marks[j] = stamp;
                        words[n++] = j;
                    }
                    counts[j] += e >= 0 ? 1 : -1;
                }
                return Arrays.copyOf(words, n);
            }
        }
    }

    private static int indexOf(int[] a, int value, int from) {
        for (int k = from; k < a.length; k++) {
            if (a[k] == value) {
                return k;
            }
        }
        return -1;
    }

    static long pair(int first, int second) {
        return ((long) first << 32) | (second & 0xFFFFFFFFL);
    }

    /** Symbol strings and their ids; one id per string, however many merges form it. */
    static final class Symbols {
        private final Map<String, Integer> ids = new HashMap<>();
        private final List<String> texts = new ArrayList<>();

        int id(String text) {
            Integer id = ids.get(text);
            if (id == null) {
                id = texts.size();
                ids.put(text, id);
                texts.add(text);
            }
            return id;
        }

        String text(int id) {
            return texts.get(id);
        }

        int size() {
            return texts.size();
        }

        /** The id of a symbol, or -1 if no merge names it. */
        int find(String text) {
            Integer id = ids.get(text);
            return id == null ? -1 : id;
        }
    }

}
