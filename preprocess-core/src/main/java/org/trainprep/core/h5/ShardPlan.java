package org.trainprep.core.h5;

import java.util.ArrayList;
import java.util.List;

/**
 * How N rows are cut into k balanced shards (sizes differ by at most one, larger first).
 *
 * <p>The trainers' loader reads {@code k * min(rows_i) - 1} items (item {@code i} is row
 * {@code i % min} of shard {@code i / min}); balancing keeps what it cannot reach to
 * {@code N mod k + 1} rows, which {@link #rowsUnreadByLoader()} reports.
 */
public record ShardPlan(long totalRows, List<Long> shardRows) {

    public ShardPlan {
        shardRows = List.copyOf(shardRows);
    }

    /**
     * @param requestedShards k; capped at {@code totalRows} (but at least 1) so no shard is empty,
     *                        because one empty shard would make the loader read nothing
     */
    public static ShardPlan balanced(long totalRows, int requestedShards) {
        if (requestedShards < 1) {
            throw new IllegalArgumentException("shards must be >= 1, was " + requestedShards);
        }
        int k = (int) Math.max(1, Math.min(requestedShards, totalRows));
        long base = totalRows / k;
        long extra = totalRows % k;
        List<Long> rows = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            rows.add(base + (i < extra ? 1 : 0));
        }
        return new ShardPlan(totalRows, rows);
    }

    public int shards() {
        return shardRows.size();
    }

    /** First global row of shard {@code i}. */
    public long start(int i) {
        long s = 0;
        for (int j = 0; j < i; j++) {
            s += shardRows.get(j);
        }
        return s;
    }

    /** Items the trainers' loader will read: {@code k * min - 1}, never negative. */
    public long loaderItems() {
        long min = shardRows.stream().mapToLong(Long::longValue).min().orElse(0);
        return Math.max(0, shards() * min - 1);
    }

    public long rowsUnreadByLoader() {
        return totalRows - loaderItems();
    }
}
