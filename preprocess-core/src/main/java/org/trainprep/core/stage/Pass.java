package org.trainprep.core.stage;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * One pass over data, run by an engine's tasks: it reads the run's text files ({@link #lines})
 * or a dataset an earlier pass wrote ({@link #dataset}), applies its function to each record, and
 * either ends there, its tasks' records going to its own dataset ({@link #DATASET}), or shuffles
 * them ({@link Shuffle}). Built by the driver, serialized to the tasks with its functions.
 *
 * @param name           names the pass's work folder and its jobs
 * @param source         what it reads
 * @param lineFn         the function over the run's lines (with a {@link Lines} source), else null
 * @param recordFn       the function over a dataset's records (with a {@link Dataset} source), else null
 * @param shuffle        how its records meet, or null for a map-only pass
 * @param files          where {@link TaskOutput#file} publishes (a folder URI), or null when it publishes none
 * @param rejectsPerTask how many rejected records each task keeps as samples
 */
public record Pass(String name, Source source, LineFn lineFn, RecordFn recordFn, Shuffle shuffle, String files,
                   int rejectsPerTask) implements Serializable {

    /** The dataset a map-only pass's {@link TaskOutput#emit}ted records go to. */
    public static final String DATASET = "records";
    /** Side-output folder of the reject samples, as the run skeleton reads them. */
    public static final String REJECTS = "_rejects";

    public Pass {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(source, "source");
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("a pass's name is lower-case letters, digits and -, was '" + name + "'");
        }
        if ((source instanceof Lines) != (lineFn != null) || (source instanceof Dataset) != (recordFn != null)) {
            throw new IllegalArgumentException("pass " + name + ": a line function reads lines, a record function a dataset");
        }
    }

    /** What a pass reads. */
    public sealed interface Source extends Serializable permits Lines, Dataset {
    }

    /**
     * The run's text files, in splits as the engine makes them (the same splits for every pass over
     * the same files).
     *
     * @param files         the files, qualified, in input order
     * @param newlineOnly   lines end at {@code \n} alone (a {@code \r} is a byte of its line); else at
     *                      {@code \n}, {@code \r} or {@code \r\n}
     */
    public record Lines(List<String> files, boolean newlineOnly) implements Source {
        public Lines {
            files = List.copyOf(files);
            if (files.isEmpty()) {
                throw new IllegalArgumentException("a pass over lines needs at least one file");
            }
        }
    }

    /**
     * Datasets earlier passes of the run wrote ({@link TaskOutput#record}, or a map-only pass's
     * records): one task per partition of each, in order (the first dataset's partitions, then the
     * next's), its records in the order they were written. Several datasets read by one pass meet
     * in its shuffle: a join, whose records say by their keys which dataset they came from.
     */
    public record Dataset(List<PassResult.DatasetRef> refs) implements Source {
        public Dataset {
            refs = List.copyOf(refs);
            if (refs.isEmpty()) {
                throw new IllegalArgumentException("a pass over datasets needs at least one");
            }
        }

        /** Tasks: every dataset's partitions. */
        public int tasks() {
            return refs.stream().mapToInt(PassResult.DatasetRef::partitions).sum();
        }

        /** The dataset and partition task {@code task} reads. */
        public Part part(int task) {
            int t = task;
            for (PassResult.DatasetRef r : refs) {
                if (t < r.partitions()) {
                    return new Part(r, t);
                }
                t -= r.partitions();
            }
            throw new IndexOutOfBoundsException("task " + task + " of " + tasks());
        }

        /** Partition {@code partition} of {@code ref}. */
        public record Part(PassResult.DatasetRef ref, int partition) {
        }
    }

    /** A pass over the run's lines: add what it does with {@link Builder}. */
    public static Builder overLines(String name, List<String> files, boolean newlineOnly, LineFn fn) {
        return new Builder(name, new Lines(files, newlineOnly), fn, null);
    }

    /** A pass over a dataset an earlier pass wrote. */
    public static Builder overDataset(String name, PassResult.DatasetRef dataset, RecordFn fn) {
        return new Builder(name, new Dataset(List.of(dataset)), null, fn);
    }

    /** A pass over several datasets earlier passes wrote, each partition a task. */
    public static Builder overDatasets(String name, List<PassResult.DatasetRef> datasets, RecordFn fn) {
        return new Builder(name, new Dataset(datasets), null, fn);
    }

    /** The rest of a pass, optional: its shuffle, its file folder, its reject samples. */
    public static final class Builder {
        private final String name;
        private final Source source;
        private final LineFn lineFn;
        private final RecordFn recordFn;
        private Shuffle shuffle;
        private String files;
        private int rejectsPerTask = 100;

        private Builder(String name, Source source, LineFn lineFn, RecordFn recordFn) {
            this.name = name;
            this.source = source;
            this.lineFn = lineFn;
            this.recordFn = recordFn;
        }

        public Builder shuffle(Shuffle s) {
            this.shuffle = s;
            return this;
        }

        public Builder files(String folder) {
            this.files = folder;
            return this;
        }

        public Builder rejectsPerTask(int n) {
            this.rejectsPerTask = n;
            return this;
        }

        public Pass build() {
            return new Pass(name, source, lineFn, recordFn, shuffle, files, rejectsPerTask);
        }
    }
}
