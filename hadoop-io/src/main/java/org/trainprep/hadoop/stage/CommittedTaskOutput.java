package org.trainprep.hadoop.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataOutputStream;
import java.io.FileNotFoundException;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.BytesWritable;
import org.apache.hadoop.io.SequenceFile;
import org.apache.hadoop.io.compress.SnappyCodec;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stage.CombiningBuffer;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.LocalFiles;
import org.trainprep.hadoop.LocalScratch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A task's output on either engine, through Hadoop's file systems: everything the task writes goes
 * to files named by its attempt ({@code _attempt-ID-NAME}) and is renamed into place by
 * {@link #commit}, so a failed, retried or speculative attempt leaves neither a partial nor a
 * second copy (equal attempts write equal files; the first rename wins). Under the pass's folder:
 * its counters ({@code _counts/counts-NNNNN}), reject samples ({@code _rejects/rejects-NNNNN.jsonl}),
 * side lines ({@code FOLDER/NAME-NNNNN}), datasets ({@code DATASET/part-NNNNN}, a SequenceFile of
 * byte keys and values, written even when empty, block-compressed unless the pass's folder is on a
 * local disk: {@link #compresses}); files in the pass's file folder.
 * {@code NNNNN} is the task's index, the same on every engine; the side files of a shuffle's
 * partitions are {@code NAME-r-NNNNN}, apart from those of the tasks that fed it, and after them in
 * name order. Only a shuffle's partitions (or a pass without one) write datasets. Folders are made one level at a time
 * below the pass's folder, which the driver made: once a stopped run's folder is gone, a task still
 * running fails instead of making it again.
 */
public final class CommittedTaskOutput implements TaskOutput, AutoCloseable {

    /** Side folder of the counters. */
    public static final String COUNTS = "_counts";

    private final Configuration conf;
    private final FileSystem fs;
    private final Path passDir;
    private final Pass pass;
    private final TaskContext task;
    private final String attempt;
    private final Sink shuffle;
    /** The emitted records merged by key in the task, when the shuffle has a combiner. */
    private final CombiningBuffer combining;
    private final Map<String, Long> counts = new TreeMap<>();
    private final Map<String, Stream> lines = new LinkedHashMap<>();
    private final Map<String, SequenceFile.Writer> datasets = new LinkedHashMap<>();
    /** The datasets' streams: a writer given a stream does not close it, and HDFS shows nothing until it is closed. */
    private final List<FSDataOutputStream> datasetStreams = new ArrayList<>();
    private final List<Path[]> pending = new ArrayList<>();
    private final BytesWritable k = new BytesWritable();
    private final BytesWritable v = new BytesWritable();
    private int rejects;
    private ScratchDir scratch;

    /** Where emitted records go when the pass shuffles them. */
    @FunctionalInterface
    public interface Sink {
        void emit(byte[] key, byte[] value) throws IOException;
    }

    /**
     * @param passDir the pass's folder (made by the driver)
     * @param attempt the task attempt's identity on its engine
     * @param shuffle where {@link #emit} sends records when the pass shuffles, else null
     */
    public CommittedTaskOutput(Configuration conf, Path passDir, Pass pass, TaskContext task, String attempt, Sink shuffle)
            throws IOException {
        this.conf = conf;
        this.fs = LocalFiles.withoutChecksumFiles(passDir.getFileSystem(conf));
        this.passDir = passDir;
        this.pass = pass;
        this.task = task;
        this.attempt = attempt;
        this.shuffle = shuffle;
        // a quarter of the task's memory: its record function may hold word counts in half of it
        this.combining = shuffle == null || pass.shuffle() == null || pass.shuffle().combiner() == null ? null
                : new CombiningBuffer(pass.shuffle().combiner(), shuffle::emit, CombiningBuffer.bytesWithin(task.memory() / 4));
    }

    /**
     * The name of task {@code index}'s file in a side folder ({@code _yield} -> {@code yield-00003}),
     * or of a shuffle partition's ({@code yield-r-00003}).
     */
    public static String sideFile(String folder, int index, boolean partition) {
        return folder.replaceFirst("^_+", "") + (partition ? "-r" : "") + String.format(Locale.ROOT, "-%05d", index)
                + (folder.equals(Pass.REJECTS) ? ".jsonl" : "");
    }

    /** Whether this task is one of the pass's shuffle's partitions (else it reads the pass's input). */
    private boolean partition() {
        return pass.shuffle() != null && shuffle == null;
    }

    /** The name of partition {@code index}'s file of a dataset. */
    public static String datasetFile(int index) {
        return String.format(Locale.ROOT, "part-%05d", index);
    }

    @Override
    public void emit(byte[] key, byte[] value) throws IOException {
        if (combining != null) {
            combining.add(key, value);
        } else if (shuffle != null) {
            shuffle.emit(key, value);
        } else {
            record(Pass.DATASET, key, value);
        }
    }

    @Override
    public void count(String name, long n) {
        counts.merge(name, n, Long::sum);
    }

    @Override
    public boolean wantsRejects() {
        return rejects < pass.rejectsPerTask();
    }

    @Override
    public void reject(RejectRecord record) throws IOException {
        if (wantsRejects()) {
            rejects++;
            line(Pass.REJECTS, record.toJsonLine());
        }
    }

    @Override
    public void line(String folder, String line) throws IOException {
        Stream s = lines.get(folder);
        if (s == null) {
            s = new Stream(open(new Path(passDir, folder), sideFile(folder, task.index(), partition())));
            lines.put(folder, s);
        }
        s.out.write(line.getBytes(StandardCharsets.UTF_8));
        s.out.write('\n');
    }

    @Override
    public void record(String dataset, byte[] key, byte[] value) throws IOException {
        writer(dataset).append(set(k, key), set(v, value));
    }

    private SequenceFile.Writer writer(String dataset) throws IOException {
        SequenceFile.Writer w = datasets.get(dataset);
        if (w == null) {
            if (shuffle != null) {
                // its partitions are the shuffle's: a task feeding it has none of its own
                throw new IllegalStateException("pass " + pass.name() + " shuffles: the tasks feeding the shuffle emit"
                        + " records, only its partitions write dataset " + dataset);
            }
            Path dir = new Path(passDir, dataset);
            folder(dir);
            Path target = new Path(dir, datasetFile(task.index()));
            Path file = attemptFile(target);
            pending.add(new Path[] {file, target});
            FSDataOutputStream stream = create(file);
            datasetStreams.add(stream);
            w = SequenceFile.createWriter(conf, SequenceFile.Writer.stream(stream),
                    SequenceFile.Writer.keyClass(BytesWritable.class), SequenceFile.Writer.valueClass(BytesWritable.class),
                    compresses(fs)
                            ? SequenceFile.Writer.compression(SequenceFile.CompressionType.BLOCK, codec())
                            : SequenceFile.Writer.compression(SequenceFile.CompressionType.NONE));
            datasets.put(dataset, w);
        }
        return w;
    }

    /**
     * Whether datasets on {@code fs} are written Snappy-compressed. A dataset is written once and read
     * once by a later pass: on HDFS or an object store its bytes cross the network (three times, with
     * HDFS's replicas), and Snappy halves them (the dedup's distinct texts: 234 MB -> 150 MB from 1 M
     * reviews); on a local disk they are written to and read from the page cache, and compressing
     * cost more than it saved (reviews 1 M, local mode: 5% of the run's wall, docs/BENCHMARKS.md).
     * Readers take either: a SequenceFile names its codec in its header.
     */
    public static boolean compresses(FileSystem fs) {
        return !LocalFiles.isLocal(fs);
    }

    private SnappyCodec codec() {
        SnappyCodec c = new SnappyCodec();
        c.setConf(conf);
        return c;
    }

    private static BytesWritable set(BytesWritable w, byte[] bytes) {
        w.set(bytes, 0, bytes.length);
        return w;
    }

    @Override
    public java.nio.file.Path scratch() throws IOException {
        if (scratch == null) {
            scratch = LocalScratch.create(conf, "trainprep-task-");
        }
        return scratch.path();
    }

    @Override
    public void file(String name, FileContent content) throws IOException {
        if (pass.files() == null) {
            throw new IllegalStateException("pass " + pass.name() + " declares no file folder");
        }
        Path target = new Path(pass.files(), name);
        Path file = attemptFile(target);
        try (FSDataOutputStream out = create(file)) {
            content.writeTo(out);
        }
        pending.add(new Path[] {file, target});
    }

    /**
     * Closes what the task wrote and renames it into place: the datasets a pass's own records go
     * to exist for every task, empty ones too, so a later pass finds each partition.
     */
    public void commit() throws IOException {
        if (combining != null) {
            combining.flush();
        }
        if (shuffle == null && pass.shuffle() == null) {
            writer(Pass.DATASET);
        }
        for (SequenceFile.Writer w : datasets.values()) {
            w.close();
        }
        datasets.clear();
        for (FSDataOutputStream stream : datasetStreams) {
            stream.close();
        }
        datasetStreams.clear();
        for (Stream s : lines.values()) {
            s.out.close();
        }
        lines.clear();
        if (!counts.isEmpty()) {
            Stream c = new Stream(open(new Path(passDir, COUNTS), sideFile(COUNTS, task.index(), partition())));
            for (Map.Entry<String, Long> e : counts.entrySet()) {
                c.out.write((e.getKey() + "\t" + e.getValue() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            c.out.close();
        }
        for (Path[] p : pending) {
            move(p[0], p[1]);
        }
        pending.clear();
    }

    @Override
    public void close() throws IOException {
        if (scratch != null) {
            scratch.close();
            scratch = null;
        }
    }

    private OutputStream open(Path dir, String name) throws IOException {
        folder(dir);
        Path target = new Path(dir, name);
        Path file = attemptFile(target);
        pending.add(new Path[] {file, target});
        return create(file);
    }

    private Path attemptFile(Path target) {
        return new Path(target.getParent(), "_attempt-" + attempt + "-" + target.getName());
    }

    /** Makes {@code dir} when missing, one level only: its parent must be there. */
    private void folder(Path dir) throws IOException {
        if (fs.exists(dir)) {
            return;
        }
        if (!fs.exists(dir.getParent())) {
            throw new FileNotFoundException("the run's folder " + dir.getParent() + " is gone (the run was stopped or"
                    + " failed)");
        }
        fs.mkdirs(dir);
    }

    /** Opens a file without making its folder (see the class comment), replacing an earlier attempt's. */
    private FSDataOutputStream create(Path file) throws IOException {
        try {
            return fs.createNonRecursive(file, true, conf.getInt("io.file.buffer.size", 65536),
                    fs.getDefaultReplication(file), fs.getDefaultBlockSize(file), null);
        } catch (FileNotFoundException e) {
            throw new FileNotFoundException("the run's folder " + file.getParent() + " is gone (the run was stopped"
                    + " or failed): " + e.getMessage());
        }
    }

    /**
     * Renames an attempt's file into place unless an earlier attempt's is there: HDFS refuses such
     * a rename, but the local file system's would replace the file under a reader.
     */
    private void move(Path from, Path to) throws IOException {
        if (fs.exists(to)) {
            fs.delete(from, false);
            return;
        }
        if (!fs.rename(from, to)) {
            if (!fs.exists(to)) {
                throw new IOException("could not move " + from + " to " + to);
            }
            fs.delete(from, false);
        }
    }

    private record Stream(OutputStream out) {
    }
}
