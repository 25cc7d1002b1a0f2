package org.trainprep.core.census;

import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.Outcome;
import org.trainprep.core.rejects.FileYield;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.core.stage.LineFn;
import org.trainprep.core.stage.Pass;
import org.trainprep.core.stage.PassResult;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.Stages;
import org.trainprep.core.stage.TaskContext;
import org.trainprep.core.stage.TaskOutput;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The census's two passes over the input, written once for every engine: (1) each line parsed by
 * its file's schema (the file's own header order, read in the driver), counted by kind and reason,
 * a sample of the invalid ones kept, and the records' column statistics gathered; (2) once the run
 * skeleton has judged the counts, each split's lines parsed again, records imputed with the whole
 * input's statistics, split into train and validation, and written as one part named by the file
 * and the split's start ({@link CensusFileType#partName}), which the merge concatenates.
 */
public final class CensusProgram implements StageProgram {

    /** Engine setting: rejected lines each first-pass task keeps as samples. */
    public static final String REJECTS_PER_TASK = "trainprep.census.rejects-per-task";
    private static final String STATS = "stats";
    /** Each task's first header in another order than its file's: the file's name, then the line's offset. */
    private static final String REORDERED = "reordered-headers";
    private static final String DROPPED = "dropped-missing";

    private final CensusOptions options;
    private CensusSchema schema;
    /** The schema of each input file whose header orders the columns its own way, by file. */
    private Map<String, CensusSchema> forFile;
    private int rejectsPerTask = 100;
    private CensusStatistics statistics;

    public CensusProgram(CensusOptions options) {
        this.options = options;
    }

    /** A bad schema file, a header lacking a schema column, or a schema {@code --format csv} cannot write: refused here. */
    @Override
    public void prepare(DriverFiles files) throws IOException, UsageException {
        schema = options.rows().schemaFile() == null ? CensusSchema.caPums5full()
                : files.supplied(options.rows().schemaFile(), "schema", "schema", CensusSchema::read);
        forFile = new LinkedHashMap<>();
        for (String file : files.inputs()) {
            try {
                CensusSchema own = schema.forFirstLine(files.firstLine(file), file);
                if (own != schema) {
                    forFile.put(file, own);
                }
            } catch (IllegalArgumentException e) {
                throw new UsageException("census: " + e.getMessage());
            }
        }
        if (options.rows().format() == CensusFormat.CSV && CensusCsv.refusal(schema) != null) {
            throw new UsageException("census: " + CensusCsv.refusal(schema));
        }
        rejectsPerTask = files.wholeSetting(REJECTS_PER_TASK, 0, rejectsPerTask);
    }

    @Override
    public Read read(Stages stages) throws IOException, InterruptedException {
        PassResult count = stages.run(Pass.overLines("count", stages.inputFiles(), false,
                new Count(schema, forFile)).rejectsPerTask(rejectsPerTask).build());
        statistics = new CensusStatistics(schema.features().size() + 1);
        try (PassResult.Records r = stages.records(count.dataset(STATS), -1)) {
            while (r.hasNext()) {
                statistics.merge(CensusStatistics.fromBytes(r.next().value()));
            }
        }
        refuseReorderedHeaders(stages, count);
        Map<String, Long> counts = new LinkedHashMap<>();
        for (String name : CensusCounts.names()) {
            counts.put(name, count.count(name));
        }
        return new Read(CensusCounts.tally(counts), count);
    }

    /** Fails the run, naming the first, when a file holds a header in another order than its first line. */
    private static void refuseReorderedHeaders(Stages stages, PassResult count) throws IOException {
        long found = count.count(CensusRejectReason.HEADER_REORDERED.name());
        if (found == 0) {
            return;
        }
        String first = null;
        long at = Long.MAX_VALUE;
        try (PassResult.Records r = stages.records(count.dataset(REORDERED), -1)) {
            while (r.hasNext()) {
                PassResult.Record h = r.next();
                String file = new String(h.key(), StandardCharsets.UTF_8);
                long offset = java.nio.ByteBuffer.wrap(h.value()).getLong();
                if (first == null || file.compareTo(first) < 0 || file.equals(first) && offset < at) {
                    first = file;
                    at = offset;
                }
            }
        }
        throw new IOException(String.format(java.util.Locale.ROOT, "%s holds a header at byte %d naming the columns in"
                + " another order than its first line (%,d such line(s) in the input; two extracts joined with cat, or a"
                + " header after a blank or comment line?): the rows after it would be read by the wrong columns; give"
                + " each extract as a file of its own, its header on its first line", first, at, found));
    }

    @Override
    public Outcome write(Stages stages, Read read) throws IOException, InterruptedException {
        Map<String, Long> counts = read.tally().counts();
        Imputer.refuseUnfillable(options.rows().missing(), statistics, schema);
        CensusPartSettings settings = CensusPartSettings.of(options, statistics, new CensusFileWriter.Counts(
                counts.get(CensusCounters.LINES_READ.name()), counts.get(CensusCounters.INVALID.name())));
        PassResult parts = stages.run(Pass.overLines("parts", stages.inputFiles(), false,
                new Part(schema, forFile, settings)).files(stages.parts()).build());
        List<Long> groupRows = new ArrayList<>();
        for (int g = 0; g < (settings.split().enabled() ? 2 : 1); g++) {
            groupRows.add(parts.count(rows(g)));
        }
        return new CensusOutcome(stages.engine(), options, schema, statistics, counts, settings.imputer(schema),
                parts.count(DROPPED), groupRows);
    }

    private static String rows(int group) {
        return "rows-" + group;
    }

    /** The schema a split's file is read by: its header's column order, or the schema's. */
    private static CensusSchema schemaOf(CensusSchema schema, Map<String, CensusSchema> forFile, TaskContext task) {
        return forFile.getOrDefault(task.split().file(), schema);
    }

    /** Pass 1: every line counted by kind and reason, invalid ones sampled, the records' statistics gathered. */
    private static final class Count implements LineFn {
        private final CensusSchema schema;
        private final Map<String, CensusSchema> forFile;
        private transient CensusParser parser;
        private transient CensusStatistics stats;
        private transient String file;
        private long valid;
        private long invalid;
        private long blank;
        private boolean reorderedSeen;

        Count(CensusSchema schema, Map<String, CensusSchema> forFile) {
            this.schema = schema;
            this.forFile = forFile;
        }

        @Override
        public void setup(TaskContext task) {
            // every split of a file reads it by its header's names, though only the first split holds the header
            parser = new CensusParser(schemaOf(schema, forFile, task));
            stats = new CensusStatistics(parser.schema().features().size() + 1);
            file = task.split().file();
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            taken(parser.parse(bytes, length), offset, bytes, length, out);
        }

        @Override
        public void tooLong(long offset, byte[] head, int length, TaskOutput out) throws IOException {
            taken(CensusRow.TOO_LONG_ROW, offset, head, length, out);
        }

        private void taken(CensusRow row, long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            out.count(CensusCounters.LINES_READ.name(), 1);
            switch (row.kind()) {
                case HEADER -> out.count(CensusCounters.HEADER.name(), 1);
                case BLANK -> {
                    out.count(CensusCounters.BLANK.name(), 1);
                    blank++;
                }
                case INVALID -> {
                    out.count(CensusCounters.INVALID.name(), 1);
                    out.count(row.reason().name(), 1);
                    invalid++;
                    if (row.reason() == CensusRejectReason.HEADER_REORDERED && !reorderedSeen) {
                        reorderedSeen = true;
                        out.record(REORDERED, file.getBytes(StandardCharsets.UTF_8),
                                java.nio.ByteBuffer.allocate(8).putLong(offset).array());
                    }
                    if (out.wantsRejects()) {
                        out.reject(RejectRecord.of(row.reason().name(), file, offset, bytes, 0, length));
                    }
                }
                case RECORD -> {
                    out.count(CensusCounters.RECORDS.name(), 1);
                    valid++;
                    stats.add(row.codes());
                }
            }
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            out.record(STATS, new byte[0], stats.toBytes());
            // the file's yield, so a whole file of another kind cannot hide among good ones under the run's budget
            out.line("_yield", FileYield.line(file, valid, invalid, blank));
        }
    }

    /** Pass 2: a split's records imputed, split and spooled, then written as its part. */
    private static final class Part implements LineFn {
        private final CensusSchema schema;
        private final Map<String, CensusSchema> forFile;
        private final CensusPartSettings settings;
        private transient CensusParser parser;
        private transient CensusFileWriter writer;
        private transient java.nio.file.Path local;
        private transient String fileName;
        private transient String partName;

        Part(CensusSchema schema, Map<String, CensusSchema> forFile, CensusPartSettings settings) {
            this.schema = schema;
            this.forFile = forFile;
            this.settings = settings;
        }

        @Override
        public void setup(TaskContext task) {
            CensusSchema own = schemaOf(schema, forFile, task);
            parser = new CensusParser(own);
            fileName = RowSplit.fileName(task.split().file());
            partName = CensusFileType.partName(task.split().fileIndex(), task.split().start());
        }

        private CensusFileWriter writer(TaskOutput out) throws IOException {
            if (writer == null) {
                local = out.scratch().resolve("part.h5");
                writer = new CensusFileWriter(local, out.scratch(), parser.schema(), settings.layout(),
                        settings.imputer(parser.schema()), settings.split());
            }
            return writer;
        }

        @Override
        public void line(long offset, byte[] bytes, int length, TaskOutput out) throws IOException {
            CensusRow row = parser.parse(bytes, length);
            if (row.kind() == CensusRow.Kind.RECORD) {
                writer(out).add(row.codes(), fileName, offset);
            }
        }

        /** Counted by pass 1; no row. */
        @Override
        public void tooLong(long offset, byte[] head, int length, TaskOutput out) {
        }

        @Override
        public void finish(TaskOutput out) throws IOException {
            CensusFileWriter w = writer(out);
            try {
                w.finishPart(settings.counts(), settings.format());
                List<Long> rows = w.groupRows();
                for (int g = 0; g < rows.size(); g++) {
                    out.count(rows(g), rows.get(g));
                }
                out.count(DROPPED, w.droppedMissing());
                out.file(partName, local);
            } finally {
                w.close();
            }
        }
    }
}
