package org.trainprep.mr.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.LongWritable;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.io.Text;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.MRJobConfig;
import org.apache.hadoop.mapreduce.Mapper;
import org.apache.hadoop.mapreduce.Reducer;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.output.FileOutputFormat;
import org.apache.hadoop.util.IndexedSorter;
import org.apache.hadoop.util.QuickSort;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.Shuffle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The map side's prefix sort in a real MapReduce job (local mode, three reducers, a 1 MB sort
 * buffer so every map task spills many times): keys that share their
 * first eight bytes, are shorter than eight, repeat or are empty reach each reducer in
 * {@link Shuffle.Order#bytes()}, the same key sequence as Hadoop's QuickSort gives, every record kept.
 */
class PrefixSorterTest {

    private static final int PARTITIONS = 3;

    @TempDir
    Path dir;

    @Test
    void thisHadoopsSortBufferIsReadByPrefixes() {
        assertThat(PrefixSorter.readsBuffers()).as("MapTask.MapOutputBuffer's kvmeta, kvbuffer and maxRec").isTrue();
    }

    @Test
    void spillsSortedByPrefixesReachReducersInKeyOrderWithEveryRecord() throws Exception {
        List<String> lines = keys(60_000, new Random(42));
        Path input = dir.resolve("keys.txt");
        Files.write(input, lines);
        Pass pass = Pass.overLines("t", List.of(input.toString()), false, (offset, bytes, length, out) -> { })
                .shuffle(new Shuffle(PARTITIONS, Shuffle.Partitioner.hash(), Shuffle.Order.bytes(), null,
                        (key, values, out) -> { }))
                .build();
        List<List<String>> quick = run(input, pass.shuffle(), QuickSort.class, "quick");
        List<List<String>> prefix = run(input, pass.shuffle(), PrefixSorter.class, "prefix");

        List<String> all = new ArrayList<>();
        for (int p = 0; p < PARTITIONS; p++) {
            List<String> part = prefix.get(p);
            for (int i = 1; i < part.size(); i++) {
                byte[] before = key(part.get(i - 1));
                byte[] k = key(part.get(i));
                assertThat(Arrays.compareUnsigned(before, k)).as("partition %d, record %d", p, i).isLessThanOrEqualTo(0);
            }
            assertThat(part.stream().map(PrefixSorterTest::keyHex).toList()).as("partition %d's keys", p)
                    .isEqualTo(quick.get(p).stream().map(PrefixSorterTest::keyHex).toList());
            all.addAll(part);
        }
        List<String> want = new ArrayList<>(lines);
        all.sort(null);
        want.sort(null);
        assertThat(all).isEqualTo(want);
    }

    private List<List<String>> run(Path input, Shuffle shuffle, Class<? extends IndexedSorter> sorter, String name) throws Exception {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        ShuffleKeys.put(conf, shuffle);
        conf.setInt(MRJobConfig.IO_SORT_MB, 1);
        conf.setInt("mapreduce.input.fileinputformat.split.maxsize", 400_000);
        conf.setClass(MRJobConfig.MAP_SORT_CLASS, sorter, IndexedSorter.class);
        Job job = Job.getInstance(conf, name);
        job.setMapperClass(KeyMapper.class);
        job.setReducerClass(KeyReducer.class);
        job.setMapOutputKeyClass(BytesWritable.class);
        job.setMapOutputValueClass(BytesWritable.class);
        job.setOutputKeyClass(Text.class);
        job.setOutputValueClass(NullWritable.class);
        job.setPartitionerClass(StagePartitioner.class);
        job.setSortComparatorClass(StageKeyOrder.class);
        job.setGroupingComparatorClass(StageKeyOrder.class);
        job.setNumReduceTasks(PARTITIONS);
        FileInputFormat.addInputPath(job, new org.apache.hadoop.fs.Path(input.toString()));
        Path out = dir.resolve(name);
        FileOutputFormat.setOutputPath(job, new org.apache.hadoop.fs.Path(out.toString()));
        assertThat(job.waitForCompletion(false)).isTrue();
        assertThat(job.getCounters().findCounter(org.apache.hadoop.mapreduce.TaskCounter.SPILLED_RECORDS).getValue())
                .as("records spilled").isGreaterThan(60_000L);
        List<List<String>> parts = new ArrayList<>();
        for (int p = 0; p < PARTITIONS; p++) {
            parts.add(Files.readAllLines(out.resolve(String.format("part-r-%05d", p))));
        }
        return parts;
    }

    /** Lines "key-hex value-number": keys in families that tie on 8, 12 or all bytes, short and empty keys. */
    private static List<String> keys(int n, Random random) {
        HexFormat hex = HexFormat.of();
        List<String> lines = new ArrayList<>();
        byte[][] heads = new byte[40][];
        for (int h = 0; h < heads.length; h++) {
            heads[h] = new byte[8];
            random.nextBytes(heads[h]);
            heads[h][0] = (byte) (h < 20 ? 0xff : h);
        }
        for (int i = 0; i < n; i++) {
            byte[] key;
            int kind = random.nextInt(10);
            if (kind < 5) {
                byte[] head = heads[random.nextInt(heads.length)];
                key = Arrays.copyOf(head, 8 + random.nextInt(6));
                for (int j = 8; j < key.length; j++) {
                    key[j] = (byte) random.nextInt(3);
                }
            } else if (kind < 7) {
                key = new byte[random.nextInt(9)];
                for (int j = 0; j < key.length; j++) {
                    key[j] = (byte) (random.nextBoolean() ? 0 : 0xff);
                }
            } else {
                key = new byte[8 + random.nextInt(40)];
                random.nextBytes(key);
            }
            lines.add((key.length == 0 ? "-" : hex.formatHex(key)) + " " + i);
        }
        return lines;
    }

    private static String keyHex(String line) {
        return line.substring(0, line.indexOf(' '));
    }

    private static byte[] key(String line) {
        String h = keyHex(line);
        return h.equals("-") ? new byte[0] : HexFormat.of().parseHex(h);
    }

    /** Emits a line's key and its number. */
    public static final class KeyMapper extends Mapper<LongWritable, Text, BytesWritable, BytesWritable> {
        @Override
        protected void map(LongWritable offset, Text line, Context context) throws IOException, InterruptedException {
            String s = line.toString();
            byte[] k = key(s);
            context.write(new BytesWritable(k), new BytesWritable(s.substring(s.indexOf(' ') + 1).getBytes()));
        }
    }

    /** Writes each record back as its line, in the order the reducer gets them. */
    public static final class KeyReducer extends Reducer<BytesWritable, BytesWritable, Text, NullWritable> {
        @Override
        protected void reduce(BytesWritable key, Iterable<BytesWritable> values, Context context)
                throws IOException, InterruptedException {
            byte[] k = key.copyBytes();
            for (BytesWritable v : values) {
                context.write(new Text((k.length == 0 ? "-" : HexFormat.of().formatHex(k)) + " "
                        + new String(v.copyBytes())), NullWritable.get());
            }
        }
    }
}
