package org.trainprep.core.stage;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link CombiningBuffer}: what it hands on, merged downstream, is what the records merged give,
 * whatever the table's size; repeated keys cross as fewer records; keys that do not repeat go
 * straight on after the first table, or after the records merging is judged by if the table is larger.
 */
class CombiningBufferTest {

    private static byte[] longBytes(long n) {
        return ByteBuffer.allocate(8).putLong(n).array();
    }

    private static final Shuffle.Combiner SUM = (a, b) -> longBytes(ByteBuffer.wrap(a).getLong() + ByteBuffer.wrap(b).getLong());

    /** A value that grows as it merges: the sorted union of two sets of bytes, as text. */
    private static final Shuffle.Combiner UNION = (a, b) -> {
        java.util.TreeSet<String> s = new java.util.TreeSet<>(List.of(new String(a).split(",")));
        s.addAll(List.of(new String(b).split(",")));
        return String.join(",", s).getBytes();
    };

    @Test
    void sumsHandedOnAddUpToTheRecordsSumsInTablesOfAnySize() throws Exception {
        Random random = new Random(3);
        for (int bytes : new int[]{1 << 10, 1 << 14, 1 << 20, CombiningBuffer.MAX_BYTES}) {
            Map<String, Long> want = new HashMap<>();
            Map<String, Long> got = new HashMap<>();
            int[] out = new int[1];
            CombiningBuffer buffer = new CombiningBuffer(SUM, (k, v) -> {
                out[0]++;
                got.merge(new String(k), ByteBuffer.wrap(v).getLong(), Long::sum);
            }, bytes);
            int n = 200_000;
            for (int i = 0; i < n; i++) {
                // Zipf-like: a few keys very often, many rarely
                String key = "w" + (int) Math.pow(random.nextDouble(), 3) * 5_000 + (random.nextInt(50) == 0 ? "x" + i : "");
                long count = 1 + random.nextInt(3);
                want.merge(key, count, Long::sum);
                buffer.add(key.getBytes(), longBytes(count));
            }
            buffer.flush();
            assertThat(got).as("table of %d bytes", bytes).isEqualTo(want);
            if (bytes >= 1 << 14) {
                assertThat(out[0]).as("records handed on, table of %d bytes", bytes).isLessThan(n / 4);
            }
        }
    }

    /**
     * A task of a few records takes a table of tens of KB, not its whole bound: every map task of a
     * folder of small files allocated and zeroed 16 MB at its first record. A busy one grows to the bound.
     */
    @Test
    void theTableStartsSmallAndGrowsToItsBoundAsItFills() throws Exception {
        int[] out = new int[1];
        CombiningBuffer buffer = new CombiningBuffer(SUM, (k, v) -> out[0]++, CombiningBuffer.MAX_BYTES);
        for (int i = 0; i < 50; i++) {
            buffer.add(("word" + i % 20).getBytes(), longBytes(1));
        }
        assertThat(buffer.tableBytes()).isPositive().isLessThanOrEqualTo(CombiningBuffer.FIRST_BYTES);
        // keys that repeat, so merging is judged to pay and the table kept, then many more than the first table holds
        for (int i = 0; i < 20_000; i++) {
            buffer.add(("word" + i % 2_000).getBytes(), longBytes(1));
        }
        for (int i = 0; i < 2_000_000; i++) {
            buffer.add(("word" + i % 200_000).getBytes(), longBytes(1));
        }
        assertThat(buffer.tableBytes()).isGreaterThan(CombiningBuffer.MAX_BYTES / 2).isLessThanOrEqualTo(CombiningBuffer.MAX_BYTES);
        buffer.flush();
        // 200,000 keys in a table of some 250,000 short keys: each crossed about once
        assertThat(out[0]).isLessThan(2 * 200_000);
    }

    /**
     * A table whose slots fill with short keys before its arena has grown, then a record larger
     * than the arena so far (within the bound): the table goes on and the record is held whole.
     */
    @Test
    void aLargeRecordAfterTheSlotsFillIsHeldWhole() throws Exception {
        Map<String, Long> got = new HashMap<>();
        CombiningBuffer buffer = new CombiningBuffer(SUM, (k, v) -> got.merge(new String(k), ByteBuffer.wrap(v).getLong(), Long::sum),
                CombiningBuffer.MIN_BYTES);
        Map<String, Long> want = new HashMap<>();
        // merging pays, so the table is kept; then short keys until its slots are full (a 1 MB table:
        // 32,768 slots, half of them held), its arena grown to 384 KB of ~22-byte records
        for (int i = 0; i < 10_000 + 16_284; i++) {
            String key = i < 10_000 ? "k" + i % 100 : "k" + i;
            want.merge(key, 1L, Long::sum);
            buffer.add(key.getBytes(), longBytes(1));
        }
        assertThat(buffer.tableBytes()).isEqualTo(8L * 32_768 + (384 << 10));
        // more than the arena so far, within the bound (768 KB)
        String big = "b".repeat(600_000);
        want.merge(big, 7L, Long::sum);
        buffer.add(big.getBytes(), longBytes(7));
        buffer.flush();
        assertThat(got).isEqualTo(want);
    }

    @Test
    void valuesThatGrowAsTheyMergeAreKeptWhole() throws Exception {
        Random random = new Random(5);
        Map<String, java.util.TreeSet<String>> want = new HashMap<>();
        Map<String, java.util.TreeSet<String>> got = new HashMap<>();
        CombiningBuffer buffer = new CombiningBuffer(UNION, (k, v) -> got.computeIfAbsent(new String(k), x -> new java.util.TreeSet<>())
                .addAll(List.of(new String(v).split(","))), 4 << 10);
        for (int i = 0; i < 50_000; i++) {
            String key = "k" + random.nextInt(300);
            String v = Integer.toString(random.nextInt(40));
            want.computeIfAbsent(key, x -> new java.util.TreeSet<>()).add(v);
            buffer.add(key.getBytes(), v.getBytes());
        }
        buffer.flush();
        assertThat(got).isEqualTo(want);
    }

    @Test
    void keysThatDoNotRepeatGoStraightOnAfterTheFirstTable() throws Exception {
        List<String> order = new ArrayList<>();
        CombiningBuffer buffer = new CombiningBuffer(SUM, (k, v) -> order.add(new String(k)), 1 << 16);
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            buffer.add(("text number " + i).getBytes(), longBytes(1));
        }
        buffer.flush();
        assertThat(order).hasSize(n);
        // after the first table, in the order they came
        assertThat(order.subList(n - 1000, n)).isEqualTo(java.util.stream.IntStream.range(n - 1000, n)
                .mapToObj(i -> "text number " + i).toList());
    }

    @Test
    void keysThatDoNotRepeatGoStraightOnOnceJudgedEvenInATableThatHoldsThemAll() throws Exception {
        List<String> order = new ArrayList<>();
        CombiningBuffer buffer = new CombiningBuffer(SUM, (k, v) -> order.add(new String(k)), CombiningBuffer.MAX_BYTES);
        int n = 3 * CombiningBuffer.JUDGED_AFTER;
        for (int i = 0; i < n; i++) {
            // one key in twenty repeats the one before it: 5% merged
            int k = i % 20 == 19 ? i - 1 : i;
            buffer.add(("text number " + k).getBytes(), longBytes(1));
        }
        // every record handed on before the end, though the table holds them all: the first judged ones
        // as the table was handed on, every later one as it came
        assertThat(order).hasSize(n - CombiningBuffer.JUDGED_AFTER / 20);
        assertThat(order.subList(order.size() - 1000, order.size())).isEqualTo(java.util.stream.IntStream.range(n - 1000, n)
                .mapToObj(i -> "text number " + (i % 20 == 19 ? i - 1 : i)).toList());
        buffer.flush();
        assertThat(order).hasSize(n - CombiningBuffer.JUDGED_AFTER / 20);

        // keys that repeat often stay in the table, merged
        List<String> merged = new ArrayList<>();
        CombiningBuffer words = new CombiningBuffer(SUM, (k, v) -> merged.add(new String(k)), CombiningBuffer.MAX_BYTES);
        for (int i = 0; i < n; i++) {
            words.add(("word " + i % 500).getBytes(), longBytes(1));
        }
        assertThat(merged).isEmpty();
        words.flush();
        assertThat(merged).hasSize(500);
    }
}
