package org.trainprep.spark.stage;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.ShuffledRDD;
import org.junit.jupiter.api.Test;
import org.trainprep.core.stage.Shuffle;
import scala.Tuple2;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Spark runner's sort of a shuffled partition, through Spark's shuffle in {@code local[2]}:
 * keys that share their first eight bytes, are shorter than eight, repeat, or are empty come out in
 * {@link Shuffle.Order#bytes()} with every record kept, also when the sorter spills every 1,000
 * records to disk and merges the runs; keys whose prefixes are mostly distinct (radix sorted) come
 * out in the same order, with ties on a prefix among keys that differ, and with runs of tied
 * prefixes too long to hold.
 */
class SortedPartitionTest {

    @Test
    void partitionsComeOutInTheShuffleOrderWithEveryRecordInMemoryAndSpilled() {
        List<Tuple2<byte[], byte[]>> records = records(40_000);
        assertThat(SortedPartition.prefixesDecide(new ArrayList<>(records.subList(0, SortedPartition.SAMPLE)),
                Shuffle.Order.bytes())).as("sorted by comparison").isFalse();
        for (int spillEvery : new int[]{Integer.MAX_VALUE, 1_000}) {
            sortsInOrder(records, spillEvery, SortedPartition.RUN_BYTES);
        }
    }

    @Test
    void prefixesMostlyDistinctAreRadixSortedAndTiesStillComeOutInKeyOrder() {
        List<Tuple2<byte[], byte[]>> records = hashLike(40_000);
        assertThat(SortedPartition.prefixesDecide(new ArrayList<>(records.subList(0, SortedPartition.SAMPLE)),
                Shuffle.Order.bytes())).as("radix sorted").isTrue();
        for (int spillEvery : new int[]{Integer.MAX_VALUE, 1_000}) {
            // runs of tied prefixes held, and runs past a bound of 600 bytes sorted by a sorter of their own
            for (long runBytes : new long[]{SortedPartition.RUN_BYTES, 600}) {
                sortsInOrder(records, spillEvery, runBytes);
            }
        }
    }

    @Test
    void theSortIsChosenByHowManyOfTheFirstPrefixesDiffer() {
        Shuffle.Order bytes = Shuffle.Order.bytes();
        Random random = new Random(5);
        List<scala.Product2<byte[], byte[]>> hashes = new ArrayList<>();
        List<scala.Product2<byte[], byte[]>> positions = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            byte[] hash = new byte[20];
            random.nextBytes(hash);
            hashes.add(new Tuple2<>(hash, new byte[0]));
            // a near-duplicate position: a file's number, then its offset (eight bytes, under 4 GB)
            positions.add(new Tuple2<>(java.nio.ByteBuffer.allocate(12).putInt(3).putLong(random.nextInt(1 << 30)).array(),
                    new byte[0]));
        }
        assertThat(SortedPartition.prefixesDecide(hashes, bytes)).isTrue();
        assertThat(SortedPartition.prefixesDecide(positions, bytes)).isFalse();
        // a corpus of copies: half the records repeat a key, which is no tie between keys
        List<scala.Product2<byte[], byte[]>> copies = new ArrayList<>(hashes);
        for (int i = 0; i < 1000; i++) {
            copies.add(new Tuple2<>(hashes.get(random.nextInt(100))._1().clone(), new byte[0]));
        }
        assertThat(SortedPartition.prefixesDecide(copies, bytes)).isTrue();
        // an order whose prefix is always 0 says nothing: compared
        assertThat(SortedPartition.prefixesDecide(hashes, (a, ao, al, b, bo, bl) ->
                Arrays.compareUnsigned(a, ao, ao + al, b, bo, bo + bl))).isFalse();
        assertThat(SortedPartition.prefixesDecide(hashes.subList(0, 1), bytes)).isFalse();
    }

    /** Sorts {@code records} in three partitions through Spark's shuffle and checks each partition's order and the records kept. */
    private static void sortsInOrder(List<Tuple2<byte[], byte[]>> records, int spillEvery, long runBytes) {
        SparkConf conf = new SparkConf().setMaster("local[2]").setAppName("sorted-partition")
                .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
                .set("spark.shuffle.spill.numElementsForceSpillThreshold", Integer.toString(spillEvery));
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            ClassTag<byte[]> bytes = ClassTag$.MODULE$.apply(byte[].class);
            int partitions = 3;
            ShuffledRDD<byte[], byte[], byte[]> shuffled = new ShuffledRDD<>(
                    sc.parallelize(records, 4).mapToPair(t -> t).rdd(),
                    new KeyPartitioner(Shuffle.Partitioner.hash(), partitions), bytes, bytes, bytes);
            Shuffle.Order order = Shuffle.Order.bytes();
            // each partition sorted, with the bytes its task spilled
            List<Tuple2<List<Tuple2<byte[], byte[]>>, Long>> got = new JavaPairRDD<>(shuffled, bytes, bytes)
                    .mapPartitions(it -> {
                        List<Tuple2<byte[], byte[]>> sorted = new ArrayList<>();
                        SortedPartition.sort(it, order, runBytes).forEachRemaining(sorted::add);
                        return List.of(new Tuple2<>(sorted,
                                org.apache.spark.TaskContext.get().taskMetrics().diskBytesSpilled())).iterator();
                    }, true).collect();

            assertThat(got).hasSize(partitions);
            List<String> all = new ArrayList<>();
            long spilled = 0;
            for (int p = 0; p < partitions; p++) {
                List<Tuple2<byte[], byte[]>> part = got.get(p)._1();
                spilled += got.get(p)._2();
                for (int i = 0; i < part.size(); i++) {
                    byte[] k = part.get(i)._1();
                    assertThat(Shuffle.Partitioner.hash().partition(k, k.length, partitions)).isEqualTo(p);
                    if (i > 0) {
                        byte[] before = part.get(i - 1)._1();
                        assertThat(Arrays.compareUnsigned(before, k)).as("partition %d, record %d, run bound %d", p, i, runBytes)
                                .isLessThanOrEqualTo(0);
                    }
                    all.add(Arrays.toString(k) + "=" + Arrays.toString(part.get(i)._2()));
                }
            }
            List<String> want = new ArrayList<>();
            for (Tuple2<byte[], byte[]> r : records) {
                want.add(Arrays.toString(r._1()) + "=" + Arrays.toString(r._2()));
            }
            all.sort(null);
            want.sort(null);
            assertThat(all).isEqualTo(want);
            if (spillEvery == 1_000) {
                assertThat(spilled).as("bytes spilled").isPositive();
            } else if (runBytes == SortedPartition.RUN_BYTES) {
                assertThat(spilled).as("bytes spilled").isZero();
            }
        }
    }

    /**
     * Keys as the review dedup's: eight random bytes, then a text; a tenth repeat a key (a text's
     * copies), and a twentieth begin with one of three prefixes, each then with a text of its own
     * (hashes that collide), some of those repeated too.
     */
    private static List<Tuple2<byte[], byte[]>> hashLike(int n) {
        Random random = new Random(11);
        List<Tuple2<byte[], byte[]>> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] key;
            int kind = random.nextInt(20);
            if (i > 0 && kind < 2) {
                key = records.get(random.nextInt(records.size()))._1().clone();
            } else {
                key = new byte[8 + random.nextInt(30)];
                random.nextBytes(key);
                if (kind == 2) {
                    java.nio.ByteBuffer.wrap(key).putLong(0x1234_5678_9abc_def0L * (1 + random.nextInt(3)));
                }
            }
            byte[] value = new byte[random.nextInt(5)];
            random.nextBytes(value);
            records.add(new Tuple2<>(key, value));
        }
        return records;
    }

    /** Keys of 0-40 bytes over a two-letter alphabet after shared heads, so prefixes tie often; a tenth repeat a key. */
    private static List<Tuple2<byte[], byte[]>> records(int n) {
        Random random = new Random(3);
        byte[][] heads = {{}, {(byte) 0xff}, {1, 2, 3, 4, 5, 6, 7}, {1, 2, 3, 4, 5, 6, 7, 8}, {(byte) 0x80, 0, 0, 0, 0, 0, 0, 0, 0}};
        List<Tuple2<byte[], byte[]>> records = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byte[] key;
            if (i > 0 && random.nextInt(10) == 0) {
                key = records.get(random.nextInt(records.size()))._1().clone();
            } else {
                byte[] head = heads[random.nextInt(heads.length)];
                key = Arrays.copyOf(head, head.length + random.nextInt(33));
                for (int j = head.length; j < key.length; j++) {
                    key[j] = (byte) random.nextInt(2);
                }
            }
            byte[] value = new byte[random.nextInt(5)];
            random.nextBytes(value);
            records.add(new Tuple2<>(key, value));
        }
        return records;
    }
}
