package org.trainprep.core.reviews;

import org.trainprep.core.neardup.MinHash;
import org.trainprep.core.neardup.NearDupSettings;
import org.trainprep.core.neardup.Position;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Near-duplicate removal in one thread, every text in memory, for {@link LocalReviewsRunner}: the
 * spec in {@code docs/REVIEWS.md} done the plain way (buckets as hash maps, components by
 * union-find), which the engines' distributed passes must equal removal for removal.
 *
 * @param removed       the removed texts
 * @param clusterRatings each kept text of a cluster with the ratings of every copy in its cluster
 * @param removals      each removal, in input order of the removed text
 */
record ReferenceNearDuplicates(Set<String> removed, Map<String, RatingHistogram> clusterRatings,
                               List<Removal> removals) {

    /** A removed text, the kept one of its cluster and their signatures' agreement. */
    public record Removal(int removedFile, long removedOffset, int keptFile, long keptOffset, int agreements, int values) {

        /** The line {@code _near_duplicates/} holds for it, the files named as in {@code names}. */
        public String json(List<String> names) {
            return "{\"removed\":" + Position.json(Position.of(removedFile, removedOffset), 0, names) + ",\"kept\":"
                    + Position.json(Position.of(keptFile, keptOffset), 0, names) + ",\"similarity\":"
                    + String.format(java.util.Locale.ROOT, "%.4f", (double) agreements / values) + "}";
        }
    }

    /**
     * @param texts     every distinct text with its copies' ratings
     * @param firstSeen each text's earliest position: file index, offset
     */
    static ReferenceNearDuplicates find(NearDupSettings s, Map<String, RatingHistogram> texts, Map<String, long[]> firstSeen) {
        MinHash minHash = new MinHash(s.shingle(), s.permutations());
        // texts in input order: index i is the i-th earliest
        List<String> byPosition = new ArrayList<>(texts.keySet());
        Comparator<String> inputOrder = Comparator.comparingLong((String t) -> firstSeen.get(t)[0])
                .thenComparingLong(t -> firstSeen.get(t)[1]);
        byPosition.sort(inputOrder);
        long[][] sigs = new long[byPosition.size()][];
        for (int i = 0; i < sigs.length; i++) {
            byte[] b = byPosition.get(i).getBytes(StandardCharsets.US_ASCII);
            sigs[i] = minHash.signature(b, b.length);
        }
        int[] parent = new int[sigs.length];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        for (int band = 0; band < s.bands(); band++) {
            // each bucket's earliest text, indices visited in input order
            Map<Long, Integer> first = new HashMap<>();
            for (int i = 0; i < sigs.length; i++) {
                // the bucket is the band's hash, as the spec has it: equal values or a 64-bit collision
                long bucket = NearDupSigning.bandHash(sigs[i], band * s.rows(), s.rows());
                Integer f = first.putIfAbsent(bucket, i);
                if (f != null && (double) MinHash.agreements(sigs[f], sigs[i]) / sigs[i].length >= s.threshold()) {
                    union(parent, f, i);
                }
            }
        }
        Set<String> removed = new HashSet<>();
        Map<String, RatingHistogram> clusterRatings = new HashMap<>();
        TreeMap<Integer, Removal> removals = new TreeMap<>();
        for (int i = 0; i < sigs.length; i++) {
            int root = find(parent, i);
            if (root == i) {
                continue;
            }
            String kept = byPosition.get(root);
            String text = byPosition.get(i);
            removed.add(text);
            clusterRatings.computeIfAbsent(kept, k -> copy(texts.get(k))).merge(texts.get(text));
            long[] r = firstSeen.get(text);
            long[] k = firstSeen.get(kept);
            removals.put(i, new Removal((int) r[0], r[1], (int) k[0], k[1], MinHash.agreements(sigs[root], sigs[i]),
                    sigs[i].length));
        }
        return new ReferenceNearDuplicates(removed, clusterRatings, List.copyOf(removals.values()));
    }

    private static RatingHistogram copy(RatingHistogram h) {
        RatingHistogram c = new RatingHistogram();
        c.merge(h);
        return c;
    }

    /** Joins two sets; the root is always the earlier text, so a component's root is its earliest. */
    private static void union(int[] parent, int a, int b) {
        int ra = find(parent, a);
        int rb = find(parent, b);
        if (ra != rb) {
            parent[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
